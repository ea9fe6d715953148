/**
 * Why a document's text could not be read for search, as stored on the document (`textError`):
 * codes, so that each language says it in its own words.
 */
export const TEXT_ERROR_CODES = [
  'empty_file',
  'unsupported_file',
  'corrupt_pdf',
  'encrypted_pdf',
  'corrupt_image',
  'image_too_large',
  'ocr_failed',
  'read_failed',
] as const;
export type TextErrorCode = (typeof TEXT_ERROR_CODES)[number];

/** A stored reason as a code; reasons stored as text before codes existed read as `read_failed`. */
export const textErrorCodeOf = (stored: string | null | undefined): TextErrorCode | null =>
  !stored ? null : (TEXT_ERROR_CODES as readonly string[]).includes(stored) ? (stored as TextErrorCode) : 'read_failed';
