import { AppError } from '../../http/app-error';
import { checkFile, checkImageDecodes } from '../../intake/check-file';

const path = 'body.screenshot';
const refuse = (code: string, status: number, message: string) => new AppError(code, { status, message, issues: [{ path, message }] });

/**
 * SPEC §5's upload rules (type, 5 MB for images, magic bytes), then the image must decode: a
 * file that only starts like a PNG is not a screenshot. PDFs pass SPEC's rule but are no screenshot.
 */
export async function checkScreenshot(file: { name: string; mime: string; body: Buffer; truncated: boolean }) {
  let checked;
  try {
    checked = checkFile(file);
    if (checked.kind !== 'pdf') await checkImageDecodes(file.body, path);
  } catch (error) {
    if (error instanceof AppError) throw refuse(error.code, error.status, error.message);
    throw error;
  }
  if (checked.kind === 'pdf') throw refuse('invalid_file_type', 400, 'A screenshot must be an image (JPEG, PNG, GIF or WebP).');
  return checked;
}
