import crypto from 'node:crypto';
import { extensionOf, isImageName, sanitizeFileName, sniffType, validateUpload, MESSAGES } from '../../shared/documents/upload-rules';
import { AppError } from '../http/app-error';
import { MAX_IMAGE_PIXELS } from '../analysis/prepare-image';
import { loadSharp } from '../lib/load-sharp';
import type { ReceivedFile } from './read-multipart';

export type FileKind = NonNullable<ReturnType<typeof sniffType>>;

export interface CheckedFile {
  kind: FileKind;
  fileName: string;
  ext: string;
  mime: string;
  size: number;
  hash: string;
}

const EXT_OF_SNIFFED = { pdf: 'pdf', jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;
const MIME_OF_SNIFFED = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;

const refuse = (code: string, status: number, message: string) => new AppError(code, { status, message, issues: [{ path: 'file', message }] });

/** What the claimed name or type says the file is, in sniffType's terms. */
function claimedKind(name: string, mime: string): string | null {
  const ext = extensionOf(name);
  if (ext === 'pdf' || mime === 'application/pdf') return 'pdf';
  if (ext === 'jpg' || ext === 'jpeg' || mime === 'image/jpeg' || mime === 'image/jpg') return 'jpeg';
  if (['png', 'gif', 'webp'].includes(ext)) return ext;
  const m = /^image\/(png|gif|webp)$/.exec(mime);
  return m ? m[1] : null;
}

/**
 * SPEC §5 again on the server (the browser's check is only for fast feedback), then the magic
 * bytes: a renamed .exe is not a PDF whatever its name says. The SHA-256 is the server's own.
 */
export function checkFile({ name, mime, body, truncated: wasTruncated }: ReceivedFile): CheckedFile {
  const size = wasTruncated ? Number.MAX_SAFE_INTEGER : body.length;
  const rule = validateUpload({ name, type: mime, size });
  if (!rule.ok) {
    if (rule.code === 'too_large') throw refuse('file_too_large', 413, rule.message);
    throw refuse(rule.code === 'forbidden' ? 'file_type_forbidden' : 'invalid_file_type', 400, rule.message);
  }
  if (body.length === 0) throw refuse('invalid_file_type', 400, MESSAGES.invalidType);
  const sniffed = sniffType(body.subarray(0, 1024));
  if (!sniffed || sniffed !== claimedKind(name, mime)) throw refuse('invalid_file_type', 400, MESSAGES.invalidType);
  // An image is held to the image limit even when its name claimed otherwise.
  if (sniffed !== 'pdf' && !isImageName(name, mime) && body.length > 5 * 1024 * 1024) throw refuse('file_too_large', 413, MESSAGES.tooLarge(5));
  return {
    kind: sniffed,
    fileName: sanitizeFileName(name) || `document.${EXT_OF_SNIFFED[sniffed]}`,
    ext: EXT_OF_SNIFFED[sniffed] === 'jpg' && extensionOf(name) === 'jpeg' ? 'jpeg' : EXT_OF_SNIFFED[sniffed],
    mime: MIME_OF_SNIFFED[sniffed],
    size: body.length,
    hash: crypto.createHash('sha256').update(body).digest('hex'),
  };
}

export const IMAGE_CHECK_MESSAGES = {
  unreadable: 'The image is damaged or in an unsupported format.',
  tooLarge: (width: number, height: number) => `The image is too large (${width}×${height} pixels); the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
} as const;

/**
 * An image must be one that can be shown (decision 013): its header's size within the analysis'
 * pixel limit (read before any pixel is), then decoded through — a JPEG that claims 65000×65000
 * or carries garbage behind its marker is refused before it is stored. Decoding into a
 * thumbnail lets libjpeg shrink on load, so this costs little even for a large scan.
 */
export async function checkImageDecodes(body: Buffer, path = 'file'): Promise<void> {
  const sharp = await loadSharp();
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(body, { limitInputPixels: false }).metadata());
  } catch {
    /* refused below */
  }
  if (!width || !height) throw refuseAt(path, 'corrupt_image', IMAGE_CHECK_MESSAGES.unreadable);
  if (width * height > MAX_IMAGE_PIXELS) throw refuseAt(path, 'image_too_large', IMAGE_CHECK_MESSAGES.tooLarge(width, height));
  try {
    await sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', animated: false }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw refuseAt(path, 'corrupt_image', IMAGE_CHECK_MESSAGES.unreadable);
  }
}

const refuseAt = (path: string, code: string, message: string) => new AppError(code, { status: 400, message, issues: [{ path, message }] });

/** The one check of an uploaded file: SPEC §5's rules and magic bytes, then an image must decode. */
export async function checkUpload(file: ReceivedFile, path = 'file'): Promise<CheckedFile> {
  const checked = checkFile(file);
  if (checked.kind !== 'pdf') await checkImageDecodes(file.body, path);
  return checked;
}
