import type { PriceRecord } from './wishlist-schema';

export interface PriceGuidance {
  currency: string;
  count: number;
  low: number;
  median: number;
  high: number;
}

/** Low, median and high of the owner's own figures, one summary per currency (never converted). */
export function priceGuidance(records: PriceRecord[]): PriceGuidance[] {
  const byCurrency = new Map<string, number[]>();
  for (const r of records) byCurrency.set(r.currency, [...(byCurrency.get(r.currency) ?? []), r.amount]);
  return [...byCurrency.entries()]
    .map(([currency, amounts]) => {
      const sorted = [...amounts].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
      return { currency, count: sorted.length, low: sorted[0], median, high: sorted[sorted.length - 1] };
    })
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
}

/** Same make and model, as a collector means it: case, spaces and accents do not matter. */
export function sameModel(a: { make: string; model: string }, b: { make: string; model: string }): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return norm(a.make) === norm(b.make) && norm(a.model) === norm(b.model);
}
