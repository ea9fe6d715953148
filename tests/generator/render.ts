import { createCanvas, PDFDocument, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { PAGE_HEIGHT, PAGE_WIDTH, type PageItem } from './page';
import type { Random } from './random';

type Ctx = Pick<SKRSContext2D, 'fillStyle' | 'fillRect' | 'strokeStyle' | 'lineWidth' | 'strokeRect' | 'font' | 'textAlign' | 'textBaseline' | 'fillText'>;

/** Draws the page on a PDF page or a canvas (both speak the canvas API). */
function draw(ctx: Ctx, items: PageItem[]) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
  for (const item of items) {
    if (item.kind === 'box') {
      if (item.fill) {
        ctx.fillStyle = '#e6e6e6';
        ctx.fillRect(item.x, item.y, item.w, item.h);
      }
      ctx.strokeStyle = '#333333';
      ctx.lineWidth = 0.8;
      ctx.strokeRect(item.x, item.y, item.w, item.h);
      continue;
    }
    ctx.fillStyle = '#111111';
    ctx.font = `${item.bold ? 'bold ' : ''}${item.size}px "${item.serif ? 'DejaVu Serif' : 'Liberation Sans'}"`;
    ctx.textAlign = item.align ?? 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(item.text, item.x, item.y);
  }
}

/** The page as a one-page PDF with real (extractable) text. */
export function renderPdf(items: PageItem[]): Buffer {
  const doc = new PDFDocument();
  const ctx = doc.beginPage(PAGE_WIDTH, PAGE_HEIGHT);
  draw(ctx as unknown as Ctx, items);
  doc.endPage();
  return doc.close();
}

/**
 * The page as a scan: rasterised at ~155 dpi, grey, noisy, slightly rotated and blurred, saved as
 * a JPEG — like a sheet put through an office scanner.
 */
export async function renderScan(items: PageItem[], rng: Random): Promise<Buffer> {
  const scale = 2.15;
  const w = Math.round(PAGE_WIDTH * scale);
  const h = Math.round(PAGE_HEIGHT * scale);
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  draw(ctx, items);
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const grey = Buffer.alloc(w * h);
  const paper = 235 + Math.floor(rng.next() * 15);
  const noise = 10 + rng.next() * 18;
  for (let i = 0; i < w * h; i++) {
    const v = rgba[i * 4];
    const n = (rng.next() + rng.next() + rng.next() - 1.5) * noise;
    grey[i] = Math.max(0, Math.min(255, Math.round((v / 255) * paper + n)));
  }
  const angle = (rng.next() - 0.5) * 2.4;
  return sharp(grey, { raw: { width: w, height: h, channels: 1 } })
    .blur(0.4 + rng.next() * 0.4)
    .rotate(angle, { background: { r: paper, g: paper, b: paper } })
    .greyscale()
    .jpeg({ quality: 62 + Math.floor(rng.next() * 20) })
    .toBuffer();
}
