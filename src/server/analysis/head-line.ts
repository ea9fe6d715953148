/**
 * A till's head line cut out of the prepared image to be read alone (see shared/analysis/head-letters.ts): the line's
 * words' box with paper around it — three letters' height to its left, where the letters OCR lost stand, one to its
 * right, half above and below — set on a white border a letter high, so that no glyph touches the edge of what
 * Tesseract reads.
 */
import type { Word } from '../../shared/analysis/layout';
import type { OcrImage } from './prepare-image';
import { cropRegion } from './unread-ink';

export function headLineImage(img: OcrImage, line: Word[]): OcrImage {
  const h = Math.max(...line.map((w) => w.y1 - w.y0));
  const box = {
    x0: Math.min(...line.map((w) => w.x0)) - 3 * h,
    x1: Math.max(...line.map((w) => w.x1)) + h,
    y0: Math.min(...line.map((w) => w.y0)) - h / 2,
    y1: Math.max(...line.map((w) => w.y1)) + h / 2,
  };
  const crop = cropRegion(img, box, 0);
  const pad = Math.max(1, Math.round(h));
  const width = crop.width + 2 * pad;
  const height = crop.height + 2 * pad;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < crop.height; y++) data.set(crop.data.subarray(y * crop.width, (y + 1) * crop.width), (y + pad) * width + pad);
  return { data, width, height, dpi: img.dpi };
}
