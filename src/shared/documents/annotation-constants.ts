/**
 * SPEC §4 "PDF annotation modes" and SPEC §9's PDF viewer constants. pdf.js's editors carry the
 * same numbers (annotation-constants.test.ts reads them from the installed build); the viewer
 * sets the ones pdf.js lets a host set, so a different pdf.js default cannot slip in.
 */
export const ANNOTATION_MODES = ['none', 'freeText', 'highlight', 'ink', 'stamp', 'signature', 'commentPopup'] as const;
export type AnnotationMode = (typeof ANNOTATION_MODES)[number];

export const FREE_TEXT_DEFAULT_FONT_SIZE = 10;
export const HIGHLIGHT_THICKNESS = 12;
/** The fallback highlight colour: light yellow. */
export const HIGHLIGHT_FALLBACK_COLOR = '#FFF066';
/** pdf.js's highlight colour choices, light yellow first so that it is the default. */
export const HIGHLIGHT_COLORS = `yellow=${HIGHLIGHT_FALLBACK_COLOR},green=#53FFBC,blue=#80EBFF,pink=#FFCBE6,red=#FF4F5F`;
export const SIGNATURE_MAX_DIMENSION = 512;
export const STAMP_PREVIEW_LIMIT = 224;
export const STAMP_MAX_PAGE_RATIO = 0.75;
export const STAMP_RESIZE_DELAY_MS = 200;
export const DOUBLE_CLICK_MS = 500;
/** pdf.js's smallest editor side, in page units, when resizing. */
export const MIN_ANNOTATION_SIZE = 16;
/** A new signature's height on the page, in page units (pdf.js's own default). */
export const SIGNATURE_HEIGHT_IN_PAGE = 40;

/**
 * Touch screens send no dblclick for a quick second tap, so the viewer counts taps itself: the
 * second tap on the same target within the window counts as a double-click.
 */
export function isDoubleTap(previous: { target: unknown; time: number } | null, target: unknown, time: number): boolean {
  return previous !== null && previous.target === target && time - previous.time >= 0 && time - previous.time <= DOUBLE_CLICK_MS;
}

/** Pages the viewer refuses to lay out at all: more would freeze a phone long before the first page shows. */
export const MAX_VIEWER_PAGES = 2000;
/** A page larger than this many square points (about 50 × 50 A4 pages) is refused as "too large". */
export const MAX_PAGE_AREA = 50 * 50 * 595 * 842;

export type PdfOpenProblem = 'encrypted' | 'broken' | 'huge';

/** What went wrong opening a PDF, from pdf.js's error name (or our own size check). */
export function pdfOpenProblem(error: unknown): PdfOpenProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return 'encrypted';
  if (name === 'PdfTooLarge') return 'huge';
  return 'broken';
}

/** Whether a document of this many pages, whose first page measures width × height points, can be shown. */
export function isTooLarge(pages: number, width: number, height: number): boolean {
  return pages > MAX_VIEWER_PAGES || width * height > MAX_PAGE_AREA;
}
