import { assemblePdf, pdfStream } from '../../lib/assemble-pdf';
import { loadSharp } from '../../lib/load-sharp';

/** 72 points per inch; a scan without a resolution is taken as 150 dpi (a typical office scanner). */
const DEFAULT_DPI = 150;
/** A page is kept within A3-ish bounds so that a tiny or huge scan still opens at a sensible size. */
const MIN_SIDE_PT = 200;
const MAX_SIDE_PT = 1200;

/**
 * A JPEG or PNG scan as a one-page PDF, so pdf.js can annotate it. The picture is turned upright
 * (EXIF orientation), flattened on white and embedded as JPEG (DCTDecode): every PDF reader shows
 * it, and a scan stays about its own size. The page has the picture's proportions.
 */
export async function wrapImageInPdf(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, { limitInputPixels: 100_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(image).metadata();
  const dpi = meta.density && meta.density >= 50 ? meta.density : DEFAULT_DPI;
  let width = (info.width * 72) / dpi;
  let height = (info.height * 72) / dpi;
  const fit = Math.min(1, MAX_SIDE_PT / Math.max(width, height)) * Math.max(1, MIN_SIDE_PT / Math.min(width, height));
  width = Math.round(width * fit * 100) / 100;
  height = Math.round(height * fit * 100) / 100;
  const draw = Buffer.from(`q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`);
  return assemblePdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`),
    pdfStream(`/Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, data),
    pdfStream('', draw),
  ]);
}
