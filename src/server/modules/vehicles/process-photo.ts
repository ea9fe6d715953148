import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/load-sharp';
import { IMAGE_LIMIT_MB, MESSAGES } from '../../../shared/documents/upload-rules';
import { AppError } from '../../http/app-error';
import { todayIso } from '../../../shared/history/history-dates';
import { exifTakenOn } from '../../../shared/vehicles/exif-date';

export const MAX_PHOTO_BYTES = IMAGE_LIMIT_MB * 1024 * 1024;
/** SPEC §5's message, word for word. */
export const PHOTO_TOO_LARGE = MESSAGES.tooLarge(IMAGE_LIMIT_MB);
const MAX_PIXELS = 100_000_000;
const FORMATS = new Map([
  ['jpeg', { ext: 'jpg', mime: 'image/jpeg' }],
  ['png', { ext: 'png', mime: 'image/png' }],
  ['webp', { ext: 'webp', mime: 'image/webp' }],
  ['heif', { ext: 'jpg', mime: 'image/jpeg' }],
]);

export interface ProcessedPhoto {
  width: number;
  height: number;
  original: { body: Buffer; ext: string; mime: string };
  display: Buffer;
  thumb: Buffer;
  /** The day it was taken, from its EXIF (read before the outputs drop all metadata); null without one. */
  takenOn: string | null;
}

/**
 * Reads the photo by its content, not its name, then makes the three sizes. Every output is
 * re-encoded with the EXIF orientation applied and no metadata, so no GPS position is kept; the
 * "original" keeps the full resolution at high quality.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('unsupported_media_type', { status: 415, message: 'Only JPEG, PNG, WebP or HEIC photos are allowed.' });
  }
  const format = meta.format && FORMATS.get(meta.format);
  if (!format) throw new AppError('unsupported_media_type', { status: 415, message: 'Only JPEG, PNG, WebP or HEIC photos are allowed.' });
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw new AppError('payload_too_large', { status: 413, message: 'The photo has too many pixels.' });
  }
  try {
    const base = () => sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
    const original =
      format.ext === 'png'
        ? await base().png().toBuffer({ resolveWithObject: true })
        : format.ext === 'webp'
          ? await base().webp({ quality: 95 }).toBuffer({ resolveWithObject: true })
          : await base().jpeg({ quality: 95, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    const [display, thumb] = await Promise.all([
      base().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      base().resize(400, 400, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
    ]);
    return {
      width: original.info.width,
      height: original.info.height,
      original: { body: original.data, ext: format.ext, mime: format.mime },
      display,
      thumb,
      takenOn: exifTakenOn(meta.exif, todayIso()),
    };
  } catch {
    throw new AppError('unsupported_media_type', { status: 415, message: 'The photo could not be read. Is the file damaged?' });
  }
}
