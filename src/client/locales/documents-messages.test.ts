import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@shared/documents/document-api';
import { MESSAGES } from '@shared/documents/upload-rules';
import en from './features/documents.en.json';

/** SPEC §8's document messages, word for word in English (German has its own words). */
describe('documents messages in en', () => {
  it('are SPEC §8’s', () => {
    const d = en.documents;
    expect(d.analysis.low).toBe('AI analysis has low confidence or detected conflicts. Please review and correct the information below.');
    expect(d.analysis.medium).toBe('AI analysis completed with medium confidence. Please verify the extracted information is correct.');
    expect(d.analysis.issues).toBe('Detected issues');
    expect(d.analysis.review).toBe('Review Details');
    expect(d.analysis.accept).toBe('Accept as-is');
    expect(d.validation.invalidType).toBe(MESSAGES.invalidType);
    expect(d.validation.forbidden).toBe(MESSAGES.forbidden);
    expect(d.validation.tooLarge.replace('{{mb}}', '10')).toBe(MESSAGES.tooLarge(10));
    expect(d.errors.duplicate).toBe(DOCUMENT_MESSAGES.duplicate);
    expect(d.errors.uploadFailed).toBe(DOCUMENT_MESSAGES.uploadFailed);
    expect(d.errors.saveFailed).toBe(DOCUMENT_MESSAGES.saveFailed);
    expect(d.errors.saveFallback).toBe('Failed to save document');
    expect(d.errors.processFallback).toBe('Failed to process document');
  });
});
