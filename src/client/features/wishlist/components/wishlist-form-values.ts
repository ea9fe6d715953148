import type { WishlistInput, WishlistItem } from '@shared/wishlist/wishlist-schema';
import { moneyInputText, parseMoney } from '@shared/format/money';

/** The form's text fields; numbers are parsed on save in the reader's language ("12.500" in German, "12,500.00" in English). */
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
  make: '',
  model: '',
  yearFrom: '',
  yearTo: '',
  keywords: '',
  budget: '',
  currency,
  minCondition: '',
  notes: '',
  priority: 'medium',
});

export const formFromItem = (item: WishlistItem, language: 'en' | 'de'): WishlistFormValues => ({
  make: item.make,
  model: item.model,
  yearFrom: item.yearFrom?.toString() ?? '',
  yearTo: item.yearTo?.toString() ?? '',
  keywords: item.keywords ?? '',
  budget: moneyInputText(item.budget, language, item.currency),
  currency: item.currency,
  minCondition: item.minCondition?.toString() ?? '',
  notes: item.notes ?? '',
  priority: item.priority,
});

/** Text that is not a whole number or an amount is named here: sent as JSON it would quietly become null. */
export function inputFromForm(
  f: WishlistFormValues,
  language: 'en' | 'de',
): { input: WishlistInput; errors: Partial<Record<keyof WishlistFormValues, 'number' | 'amount'>> } {
  const errors: Partial<Record<keyof WishlistFormValues, 'number' | 'amount'>> = {};
  const int = (key: 'yearFrom' | 'yearTo' | 'minCondition') => {
    const v = f[key].trim();
    if (v === '') return null;
    if (!/^\d+$/.test(v)) errors[key] = 'number';
    return Number(v);
  };
  // The one money parser: the reader's language decides what "12.500" means.
  const amount = parseMoney(f.budget, language, f.currency);
  if (Number.isNaN(amount)) errors.budget = 'amount';
  const input: WishlistInput = {
    make: f.make,
    model: f.model,
    yearFrom: int('yearFrom'),
    yearTo: int('yearTo'),
    keywords: f.keywords,
    budget: amount === null || Number.isNaN(amount) ? null : amount,
    currency: f.currency,
    minCondition: int('minCondition'),
    notes: f.notes,
    priority: f.priority,
  };
  return { input, errors };
}
