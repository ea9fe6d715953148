import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title';

describe('documentTitle', () => {
  it('names the screen first and the app after it', () => {
    expect(documentTitle('Porsche 911 S')).toBe('Porsche 911 S — Patina');
    expect(documentTitle('Dokumente')).toBe('Dokumente — Patina');
  });

  it('is the bare app name when the screen has no title', () => {
    expect(documentTitle(null)).toBe('Patina');
    expect(documentTitle('')).toBe('Patina');
  });
});
