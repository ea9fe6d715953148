/**
 * VIN / chassis-number rules. Before 1981 there was no standard: chassis numbers are short and
 * vary, so anything that is not 17 characters is accepted as free text. A 17-character VIN must
 * not contain I, O or Q; its North-American check digit (position 9) is only a warning, because
 * European VINs need not carry one.
 */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export function normalizeVin(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export type VinCheck =
  { ok: true; kind: 'empty' | 'chassis' | 'vin'; warning?: 'check_digit' } | { ok: false; error: 'forbidden_letters' | 'invalid_characters' | 'too_long' };

export function expectedCheckDigit(vin: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i];
    const value = /\d/.test(ch) ? Number(ch) : TRANSLITERATION[ch];
    if (value === undefined) return null;
    sum += value * WEIGHTS[i];
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function checkVin(input: string | null | undefined): VinCheck {
  const vin = normalizeVin(input ?? '');
  if (!vin) return { ok: true, kind: 'empty' };
  if (vin.length > 30) return { ok: false, error: 'too_long' };
  if (!/^[A-Z0-9./]+$/.test(vin)) return { ok: false, error: 'invalid_characters' };
  if (vin.length !== 17) return { ok: true, kind: 'chassis' };
  if (/[IOQ]/.test(vin)) return { ok: false, error: 'forbidden_letters' };
  const expected = expectedCheckDigit(vin);
  return expected === vin[8] ? { ok: true, kind: 'vin' } : { ok: true, kind: 'vin', warning: 'check_digit' };
}

/** SPEC §3: groups of 3, 4 and the rest separated by spaces, or "No VIN". */
export function formatVin(vin: string | null | undefined, noVinText = 'No VIN'): string {
  const v = normalizeVin(vin ?? '');
  if (!v) return noVinText;
  return [v.slice(0, 3), v.slice(3, 7), v.slice(7)].filter(Boolean).join(' ');
}
