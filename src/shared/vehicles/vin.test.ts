import { describe, expect, it } from 'vitest';
import { checkVin, expectedCheckDigit, formatVin, normalizeVin } from './vin';

describe('VIN rules', () => {
  it('accepts an empty VIN', () => {
    expect(checkVin('')).toEqual({ ok: true, kind: 'empty' });
    expect(checkVin(null)).toEqual({ ok: true, kind: 'empty' });
  });

  it('accepts short pre-1981 chassis numbers as free text', () => {
    expect(checkVin('113044')).toEqual({ ok: true, kind: 'chassis' });
    expect(checkVin('198.040.5500123')).toEqual({ ok: true, kind: 'chassis' });
    expect(checkVin('AR 1012345')).toEqual({ ok: true, kind: 'chassis' });
  });

  it('verifies the North-American check digit of a 17-character VIN', () => {
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin('1M8GDM9AXKP042788')).toEqual({ ok: true, kind: 'vin' });
    expect(checkVin('11111111111111111')).toEqual({ ok: true, kind: 'vin' });
  });

  it('only warns when the check digit fails (European VINs need none)', () => {
    expect(checkVin('WP0ZZZ91ZJS100123')).toEqual({ ok: true, kind: 'vin', warning: 'check_digit' });
  });

  it('refuses I, O and Q in a 17-character VIN', () => {
    expect(checkVin('1M8GDM9AXKP04278O')).toEqual({ ok: false, error: 'forbidden_letters' });
    expect(checkVin('IM8GDM9AXKP042788')).toEqual({ ok: false, error: 'forbidden_letters' });
  });

  it('refuses odd characters and absurd lengths', () => {
    expect(checkVin('ABC#123')).toEqual({ ok: false, error: 'invalid_characters' });
    expect(checkVin('A'.repeat(31))).toEqual({ ok: false, error: 'too_long' });
  });

  it('normalises spaces, dashes and case', () => {
    expect(normalizeVin(' 1m8-gdm9a xkp042788 ')).toBe('1M8GDM9AXKP042788');
  });
});

describe('formatVin', () => {
  it('groups 3, 4 and the rest', () => {
    expect(formatVin('1M8GDM9AXKP042788')).toBe('1M8 GDM9 AXKP042788');
    expect(formatVin('113044')).toBe('113 044');
    expect(formatVin('AB')).toBe('AB');
  });
  it('says No VIN when absent', () => {
    expect(formatVin(null)).toBe('No VIN');
    expect(formatVin('  ')).toBe('No VIN');
    expect(formatVin(undefined, 'Keine FIN')).toBe('Keine FIN');
  });
});
