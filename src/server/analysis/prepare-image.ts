import type { Metadata } from 'sharp';
import { loadSharp } from '../lib/load-sharp';
import { AnalysisInputError } from './input-error';

/** Grey pixels, one byte each, row after row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * An image as OCR reads it: its grey pixels, kept raw so that neither side encodes or decodes it
 * again (Tesseract gets them as a PGM; the lines to write on are looked for in them), and the
 * resolution its file named, which Tesseract would have read from the file (its layout analysis
 * scales by it).
 */
export interface OcrImage extends GreyImage {
  dpi?: number;
}

/** Refused before decoding: 30000×30000 would need gigabytes. 50 MP covers any real scan at 600 dpi. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** OCR works best at roughly 300 dpi: an A4 page is ~2500 px wide. Larger images are scaled down. */
const TARGET_LONG_SIDE = 3000;
/**
 * Narrow images (a photographed till receipt is often under 1000 px wide) carry small letters:
 * they are scaled up to 1800 px wide, which makes Tesseract read names and totals far better.
 * Page scans are only brought up to 1200 px, to keep OCR fast.
 */
const NARROW = 1000;
const NARROW_TARGET = 1800;
const MIN_WIDTH = 1200;
const MAX_OCR_PIXELS = 4_500_000;

/** The image as a binary PGM, which Tesseract's image library reads without decoding anything. */
export function pgmOf(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'), image.data]);
}

/**
 * Normalises an image for OCR: EXIF rotation applied, greyscale, a sensible
 * resolution. The header is read first and huge images are refused before their pixels are.
 */
export async function prepareImageForOcr(buffer: Buffer): Promise<OcrImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AnalysisInputError('corrupt_image', 'The image is damaged or in an unsupported format.');
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new AnalysisInputError('corrupt_image', 'The image is damaged or in an unsupported format.');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AnalysisInputError(
      'image_too_large',
      `The image is too large (${width}×${height} pixels); the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const w = rotated ? height : width;
  const h = rotated ? width : height;
  const long = Math.max(w, h);
  let scale = 1;
  if (long > TARGET_LONG_SIDE) scale = TARGET_LONG_SIDE / long;
  else if (w < NARROW) scale = Math.min(4, NARROW_TARGET / w, TARGET_LONG_SIDE / long);
  else if (w < MIN_WIDTH) scale = Math.min(3, MIN_WIDTH / w);
  // Tesseract's memory grows with the image and never shrinks: keep what it reads under ~4.5 MP
  // (an A4 page at ~215 dpi), enough for print and the peak memory of the pool bounded.
  scale = Math.min(scale, Math.sqrt(MAX_OCR_PIXELS / (w * h)));
  try {
    let img = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', animated: false }).rotate();
    // Transparent parts are paper (the grey channel alone would make them black, as Tesseract did).
    if (meta.hasAlpha) img = img.flatten({ background: '#ffffff' });
    img = img.greyscale();
    if (Math.abs(scale - 1) > 0.01) img = img.resize(Math.round(w * scale), Math.round(h * scale), { kernel: scale > 1 ? 'cubic' : 'lanczos3' });
    // No contrast stretching: on noisy grey scans it turns the background's noise into ink.
    // Raw pixels, not a PNG: encoding one and decoding it in WebAssembly cost ~50 ms a page.
    const { data, info } = await img.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    // The file's resolution as is, also when scaled: what Tesseract read from the PNG made here before.
    return { data, width: info.width, height: info.height, dpi: meta.density };
  } catch {
    throw new AnalysisInputError('corrupt_image', 'The image is damaged or in an unsupported format.');
  }
}
