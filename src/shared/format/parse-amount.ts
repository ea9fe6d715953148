/**
 * An amount as people type it in either language: "1.234,56", "1,234.56", "524,43", "€ 89.90",
 * "138.586" (German thousands). Empty → null; anything else that is not an amount → 'invalid'.
 */
export function parseAmount(text: string): number | null | 'invalid' {
  let s = text.replace(/[\s€$£]|EUR|USD|GBP|CHF/gi, '');
  if (!s) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    s = /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return 'invalid';
  return Number(s);
}
