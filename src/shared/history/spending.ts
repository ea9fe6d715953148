import type { HistoryDocument } from './history-document';

export const spendCategories = ['service', 'parts', 'fuel', 'insurance', 'registration', 'other'] as const;
export type SpendCategory = (typeof spendCategories)[number];

export interface Spend {
  date: string;
  category: SpendCategory;
  amount: number;
  currency: string;
  /** The document it comes from; null for an imported record (CSV import), which has no document. */
  documentId: string | null;
}

/**
 * What a document cost, by category. A service invoice that itemises labour and parts counts its
 * parts as parts and the rest (labour, tax, sundries) as service; a receipt is parts; a policy is
 * its premium. Bills of sale are the purchase, not spending, and appraisals cost what they say.
 */
export function spendOf(d: HistoryDocument): Spend[] {
  const at = (category: SpendCategory, amount: number | null): Spend[] =>
    amount && amount > 0 ? [{ date: d.date, category, amount, currency: d.currency, documentId: d.id }] : [];
  switch (d.documentType) {
    case 'service': {
      const parts = d.partsCost ?? 0;
      const total = d.totalCost ?? (d.laborCost ?? 0) + parts;
      return [...at('parts', Math.min(parts, total)), ...at('service', total - Math.min(parts, total))];
    }
    case 'receipt':
      return at('parts', d.totalCost);
    case 'insurance':
      return at('insurance', d.premium ?? d.totalCost);
    case 'registration':
      return at('registration', d.totalCost);
    case 'purchase':
      return [];
    default:
      return at('other', d.totalCost);
  }
}

export interface SpendingTotals {
  byCategory: Record<SpendCategory, number>;
  total: number;
  /** Spending in other currencies, as entered: never converted, never in the sums. */
  excluded: { currency: string; amount: number }[];
}

export function sumSpending(spends: Spend[], currency: string): SpendingTotals {
  const byCategory = Object.fromEntries(spendCategories.map((c) => [c, 0])) as Record<SpendCategory, number>;
  const excluded = new Map<string, number>();
  for (const s of spends) {
    if (s.currency === currency) byCategory[s.category] += s.amount;
    else excluded.set(s.currency, (excluded.get(s.currency) ?? 0) + s.amount);
  }
  return {
    byCategory,
    total: spendCategories.reduce((sum, c) => sum + byCategory[c], 0),
    excluded: [...excluded].map(([cur, amount]) => ({ currency: cur, amount })),
  };
}

/** Running total by date in the vehicle's currency, one point per date: the chart's spending line. */
export function cumulativeSpending(spends: Spend[], currency: string): { date: string; amount: number }[] {
  const perDay = new Map<string, number>();
  for (const s of spends) if (s.currency === currency) perDay.set(s.date, (perDay.get(s.date) ?? 0) + s.amount);
  let running = 0;
  return [...perDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, amount]) => ({ date, amount: (running += amount) }));
}
