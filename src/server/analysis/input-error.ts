/** A file the engine refuses or cannot read: its code is stable, its message safe to show. */
export type AnalysisInputErrorCode = 'empty_file' | 'unsupported_file' | 'corrupt_pdf' | 'encrypted_pdf' | 'corrupt_image' | 'image_too_large' | 'ocr_failed';

export class AnalysisInputError extends Error {
  constructor(
    readonly code: AnalysisInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisInputError';
  }
}
