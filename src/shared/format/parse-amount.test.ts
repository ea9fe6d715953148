import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads English and German amounts', () => {
    expect(parseAmount('524.43')).toBe(524.43);
    expect(parseAmount('524,43')).toBe(524.43);
    expect(parseAmount('1.234,56 €')).toBe(1234.56);
    expect(parseAmount('$1,234.56')).toBe(1234.56);
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('138.586')).toBe(138586);
    expect(parseAmount('EUR 89.9')).toBe(89.9);
  });
  it('gives null for nothing and invalid for words', () => {
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('about 50')).toBe('invalid');
    expect(parseAmount('-5')).toBe('invalid');
  });
});
