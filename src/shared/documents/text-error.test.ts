import { describe, expect, it } from 'vitest';
import { textErrorCodeOf } from './text-error';

describe('textErrorCodeOf', () => {
  it('keeps a known code, reads an old English reason as read_failed, and nothing as null', () => {
    expect(textErrorCodeOf('encrypted_pdf')).toBe('encrypted_pdf');
    expect(textErrorCodeOf('The PDF could not be read.')).toBe('read_failed');
    expect(textErrorCodeOf(null)).toBeNull();
    expect(textErrorCodeOf('')).toBeNull();
  });
});
