import type { WishlistInput, WishlistItem } from '@shared/wishlist/wishlist-schema';
import { parseAmount } from '@shared/format/parse-amount';

/** The form's text fields; numbers are parsed on save so that "12.500" and "12,500.00" both work. */
export interface WishlistFormValues {
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
  keywords: string;
  budget: string;
  currency: string;
  minCondition: string;
  notes: string;
  priority: 'high' | 'medium' | 'low';
}

export const emptyForm = (currency: string): WishlistFormValues => ({
  make: '', model: '', yearFrom: '', yearTo: '', keywords: '', budget: '', currency, minCondition: '', notes: '', priority: 'medium',
});

export const formFromItem = (item: WishlistItem, language: 'en' | 'de'): WishlistFormValues => ({
  make: item.make,
  model: item.model,
  yearFrom: item.yearFrom?.toString() ?? '',
  yearTo: item.yearTo?.toString() ?? '',
  keywords: item.keywords ?? '',
  budget: item.budget === null ? '' : (item.budget / 100).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 2 }),
  currency: item.currency,
  minCondition: item.minCondition?.toString() ?? '',
  notes: item.notes ?? '',
  priority: item.priority,
});

/** Text that is not a whole number or an amount is named here: sent as JSON it would quietly become null. */
export function inputFromForm(f: WishlistFormValues): { input: WishlistInput; errors: Partial<Record<keyof WishlistFormValues, 'number' | 'amount'>> } {
  const errors: Partial<Record<keyof WishlistFormValues, 'number' | 'amount'>> = {};
  const int = (key: 'yearFrom' | 'yearTo' | 'minCondition') => {
    const v = f[key].trim();
    if (v === '') return null;
    if (!/^\d+$/.test(v)) errors[key] = 'number';
    return Number(v);
  };
  const amount = parseAmount(f.budget);
  if (amount === 'invalid') errors.budget = 'amount';
  const input: WishlistInput = {
    make: f.make,
    model: f.model,
    yearFrom: int('yearFrom'),
    yearTo: int('yearTo'),
    keywords: f.keywords,
    budget: typeof amount === 'number' ? Math.round(amount * 100) : null,
    currency: f.currency,
    minCondition: int('minCondition'),
    notes: f.notes,
    priority: f.priority,
  };
  return { input, errors };
}
