import { ApiError } from '@/lib/api';
import { DuplicateDocumentError } from '@/lib/document-intake';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** SPEC §8's messages in the reader's language for what the documents API answers. */
export function documentErrorText(error: unknown, t: T, fallbackKey = 'documents.errors.saveFallback'): string {
  if (error instanceof DuplicateDocumentError) return t('documents.errors.duplicate');
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'duplicate':
        return t('documents.errors.duplicate');
      case 'upload_failed':
        return t('documents.errors.uploadFailed');
      case 'save_failed':
        return t('documents.errors.saveFailed');
      case 'file_type_forbidden':
        return t('documents.validation.forbidden');
      case 'invalid_file_type':
        return t('documents.validation.invalidType');
      case 'file_too_large': {
        const mb = /(\d+)MB/.exec(error.message)?.[1] ?? '10';
        return t('documents.validation.tooLarge', { mb });
      }
      case 'not_found':
        return t('documents.errors.notFound');
      case 'network_error':
        return t('documents.errors.network');
      // Decision 013's refusals, in the reader's language.
      case 'corrupt_image':
      case 'image_too_large':
      case 'malformed_multipart':
      case 'cross_site_request':
      case 'payload_too_large':
        return t(`hardening.errors.${error.code}`);
    }
    if (error.status === 408) return t('hardening.errors.request_timeout');
    if (error.status === 400 && error.message) return error.message;
  }
  return t(fallbackKey);
}

const KNOWN_CODES = [
  'duplicate',
  'upload_failed',
  'save_failed',
  'file_type_forbidden',
  'invalid_file_type',
  'file_too_large',
  'not_found',
  'network_error',
  'corrupt_image',
  'image_too_large',
  'malformed_multipart',
  'cross_site_request',
  'payload_too_large',
];

/** SPEC §8: an analysis error shows the analysis' own message; SPEC's own messages in the reader's language. */
export function analysisErrorText(error: unknown, t: T): string {
  if (error instanceof ApiError && !KNOWN_CODES.includes(error.code) && error.message) return error.message;
  return documentErrorText(error, t, 'documents.errors.processFallback');
}

/** SPEC §5's client-side rule result as a translated text. */
export function uploadRuleText(rule: { code: 'forbidden' | 'invalid_type' | 'too_large'; message: string }, t: T): string {
  if (rule.code === 'forbidden') return t('documents.validation.forbidden');
  if (rule.code === 'invalid_type') return t('documents.validation.invalidType');
  return t('documents.validation.tooLarge', { mb: /(\d+)MB/.exec(rule.message)?.[1] ?? '10' });
}
