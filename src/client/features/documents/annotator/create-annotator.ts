import 'pdfjs-dist/web/pdf_viewer.css';
import './annotator.css';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  FREE_TEXT_DEFAULT_FONT_SIZE,
  HIGHLIGHT_COLORS,
  HIGHLIGHT_THICKNESS,
  isDoubleTap,
  isTooLarge,
  type AnnotationMode,
} from '@shared/documents/annotation-constants';
import type { Language } from '@/lib/i18n';
import { loadPdfJs } from '../load-pdfjs';
import { createAltTextManager, createCommentManager, createSignatureManager, type SignatureStore } from './viewer-managers';
import type { ViewerRequests } from './viewer-requests';

type PdfJs = Awaited<ReturnType<typeof loadPdfJs>>;
type ViewerModule = typeof import('pdfjs-dist/web/pdf_viewer.mjs');

let loading: Promise<{ pdfjs: PdfJs; viewer: ViewerModule; worker: InstanceType<PdfJs['PDFWorker']> }> | undefined;

/**
 * pdf.js, its viewer component and one worker for every document opened in this tab, loaded once
 * and started as soon as a document is opened (before its details have arrived): the worker's
 * script is the largest part, and a started worker is reused by the next document.
 */
export function loadViewer() {
  loading ??= (async () => {
    // The worker's script (the largest part) starts loading and compiling in its own thread at
    // once, beside the library and the viewer component.
    const workerUrl = import('pdfjs-dist/build/pdf.worker.min.mjs?url').then((m) => m.default);
    const port = workerUrl.then((url) => new Worker(url, { type: 'module' }));
    const pdfjs = await loadPdfJs();
    // pdf.js takes a ready Worker as its port (its typings only declare null).
    const worker = pdfjs.PDFWorker.create({ port: await port } as unknown as Parameters<typeof pdfjs.PDFWorker.create>[0]);
    // pdf.js's viewer component reads the library from globalThis.pdfjsLib when it loads.
    (globalThis as { pdfjsLib?: unknown }).pdfjsLib = pdfjs;
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
    return { pdfjs, viewer, worker };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The file's bytes, fetched while pdf.js and its worker are still loading (files are at most 15 MB). */
async function fetchPdf(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { name: res.status === 404 ? 'MissingPDFException' : 'UnexpectedResponseException' });
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * pdf.js's own strings in the user's language: its GenericL10n reads the list of .ftl files from
 * a `<link type="application/l10n">`. English is built into pdf.js; German is served from
 * /pdfjs/locale (this app's own files, nothing is fetched from elsewhere).
 */
function pdfJsL10n(viewer: ViewerModule, language: Language) {
  if (!document.querySelector('link[type="application/l10n"]')) {
    const link = document.createElement('link');
    link.rel = 'localization';
    link.type = 'application/l10n';
    link.href = '/pdfjs/locale/locale.json';
    document.head.append(link);
  }
  return new viewer.GenericL10n(language === 'de' ? 'de' : 'en-us');
}

export interface EditingStates {
  hasSomethingToUndo: boolean;
  hasSomethingToRedo: boolean;
  isEmpty: boolean;
}

export interface Annotator {
  pdf: PDFDocumentProxy;
  setMode(mode: AnnotationMode): Promise<void>;
  undo(): void;
  redo(): void;
  /** A new editor of the current mode at the page centre (an image asks for its file, a signature opens its dialog). */
  createEditor(): void;
  addSavedSignature(signature: { description: string; data: string; id: string }): Promise<void>;
  hasChanges(): boolean;
  /** The annotated PDF: pdf.js's saveDocument writes the editors into a copy of the file. */
  save(): Promise<Uint8Array>;
  zoom(step: 1 | -1): void;
  destroy(): Promise<void>;
}

type EditorUiManager = { addEditor(editor: { editorType?: string; canAddComment?: boolean }): void };

/**
 * pdf.js 5.6 offers "Add comment" on every editor but free text (it turns `canAddComment` off in
 * that editor's constructor); #17 wants a comment on any annotation. Every editor passes through
 * the UI manager's addEditor before its toolbar is drawn, so it is switched on there. pdf.js
 * saves the comment as the annotation's /Contents and Popup — see decision 022 for what that
 * means for a free text.
 */
function allowCommentsOnFreeText(uiManager: EditorUiManager) {
  const addEditor = uiManager.addEditor.bind(uiManager);
  uiManager.addEditor = (editor) => {
    if (editor.editorType === 'freetext') editor.canAddComment = true;
    addEditor(editor);
  };
}

export class PdfTooLarge extends Error {
  override name = 'PdfTooLarge';
}

const editorTypes = (t: PdfJs['AnnotationEditorType']): Record<AnnotationMode, number> => ({
  none: t.NONE,
  freeText: t.FREETEXT,
  highlight: t.HIGHLIGHT,
  ink: t.INK,
  stamp: t.STAMP,
  signature: t.SIGNATURE,
  commentPopup: t.POPUP,
});

/**
 * pdf.js's PDFViewer with its annotation editor layer in `container` (absolutely positioned, as
 * pdf.js requires). The first page is shown as soon as it is laid out; the rest render as they
 * scroll into view.
 */
export async function createAnnotator(opts: {
  container: HTMLDivElement;
  /** The comment dialog pdf.js's "Add comment" buttons point at (see comment-dialog.tsx). */
  commentDialog: HTMLDialogElement;
  url: string;
  language: Language;
  requests: ViewerRequests;
  signatures: SignatureStore;
  onStates(states: EditingStates): void;
  onMode(mode: AnnotationMode): void;
  onFirstPage(): void;
}): Promise<Annotator> {
  const bytes = fetchPdf(opts.url);
  bytes.catch(() => undefined); // reported below, once the viewer is there to show it
  const { pdfjs, viewer: lib, worker } = await loadViewer();
  const eventBus = new lib.EventBus();
  const linkService = new lib.PDFLinkService({ eventBus });
  const viewerElement = opts.container.querySelector<HTMLDivElement>('.pdfViewer')!;
  const modes = editorTypes(pdfjs.AnnotationEditorType);
  const l10n = pdfJsL10n(lib, opts.language);
  // pdf.js translates its own container only when it made the l10n itself; ours is translated here.
  void l10n.translate(opts.container);
  const viewer = new lib.PDFViewer({
    container: opts.container,
    viewer: viewerElement,
    eventBus,
    linkService,
    l10n,
    annotationEditorMode: pdfjs.AnnotationEditorType.NONE,
    annotationEditorHighlightColors: HIGHLIGHT_COLORS,
    altTextManager: createAltTextManager(opts.requests),
    commentManager: createCommentManager(opts.requests, opts.commentDialog),
    signatureManager: createSignatureManager(opts.requests, opts.signatures),
    enableHighlightFloatingButton: true,
    supportsPinchToZoom: true,
    removePageBorders: false,
  } as ConstructorParameters<typeof lib.PDFViewer>[0]);
  linkService.setViewer(viewer);

  eventBus.on('pagesinit', () => {
    viewer.currentScaleValue = 'page-width';
  });
  eventBus.on('pagerendered', function first(evt: { pageNumber: number }) {
    if (evt.pageNumber !== 1) return;
    eventBus.off('pagerendered', first);
    opts.onFirstPage();
  });
  eventBus.on('editingstateschanged', ({ details }: { details: EditingStates }) => opts.onStates({ ...details }));
  eventBus.on('annotationeditormodechanged', ({ mode }: { mode: number }) => {
    const name = (Object.entries(modes).find(([, value]) => value === mode)?.[0] ?? 'none') as AnnotationMode;
    opts.onMode(name);
  });
  // pdf.js asks its host to change the mode (its "Comment" button on selected text switches to
  // highlight, then opens the comment dialog once the mode has changed): without this, nothing happens.
  eventBus.on('showannotationeditorui', ({ mode }: { mode: number }) => {
    viewer.annotationEditorMode = { mode };
  });
  eventBus.on('annotationeditoruimanager', ({ uiManager }: { uiManager: EditorUiManager }) => {
    allowCommentsOnFreeText(uiManager);
    // SPEC §9: set, not assumed, so another pdf.js default cannot slip in.
    const P = pdfjs.AnnotationEditorParamsType;
    eventBus.dispatch('switchannotationeditorparams', { source: null, type: P.FREETEXT_SIZE, value: FREE_TEXT_DEFAULT_FONT_SIZE });
    eventBus.dispatch('switchannotationeditorparams', { source: null, type: P.HIGHLIGHT_THICKNESS, value: HIGHLIGHT_THICKNESS });
  });

  const task = pdfjs.getDocument({ data: await bytes, isEvalSupported: false, worker });
  const pdf = await task.promise;
  const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
  if (isTooLarge(pdf.numPages, first.width, first.height)) {
    await pdf.destroy();
    throw new PdfTooLarge('too large to show');
  }
  viewer.setDocument(pdf);
  linkService.setDocument(pdf, null);

  // Touch screens: a quick second tap on an annotation opens it for editing, as a double-click does.
  let lastTap: { target: EventTarget | null; time: number } | null = null;
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    const editor = (event.target as HTMLElement | null)?.closest?.('.annotationEditorLayer > div');
    if (!editor) return;
    if (isDoubleTap(lastTap, editor, event.timeStamp)) {
      lastTap = null;
      editor.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    } else lastTap = { target: editor, time: event.timeStamp };
  };
  opts.container.addEventListener('pointerup', onPointerUp);

  const editing = (name: 'undo' | 'redo') => eventBus.dispatch('editingaction', { source: null, name });
  return {
    pdf,
    async setMode(mode) {
      viewer.annotationEditorMode = { mode: modes[mode] };
    },
    undo: () => editing('undo'),
    redo: () => editing('redo'),
    createEditor: () => eventBus.dispatch('switchannotationeditorparams', { source: null, type: pdfjs.AnnotationEditorParamsType.CREATE, value: undefined }),
    async addSavedSignature({ description, data, id }) {
      const decoded = await pdfjs.SignatureExtractor.decompressSignature(data);
      if (!decoded) return;
      const { outlines, areContours, thickness, width, height } = decoded as {
        outlines: Float32Array[];
        areContours: boolean;
        thickness: number;
        width: number;
        height: number;
      };
      eventBus.dispatch('switchannotationeditorparams', {
        source: null,
        type: pdfjs.AnnotationEditorParamsType.CREATE,
        value: {
          signatureData: {
            lines: { curves: outlines.map((points) => ({ points })), thickness, width, height },
            mustSmooth: false,
            areContours,
            description,
            uuid: id,
            heightInPage: 40,
          },
        },
      });
    },
    hasChanges: () => pdf.annotationStorage.size > 0,
    save: () => pdf.saveDocument(),
    zoom(step) {
      if (step > 0) viewer.increaseScale();
      else viewer.decreaseScale();
    },
    async destroy() {
      opts.container.removeEventListener('pointerup', onPointerUp);
      viewer.cleanup();
      await l10n.destroy();
      await task.destroy();
    },
  };
}
