import { daysBetween } from './history-dates';
import type { HistoryVehicle } from './history-document';
import { sumSpending, type Spend, type SpendingTotals } from './spending';

export const valueKinds = ['purchase', 'sale', 'appraisal', 'agreed', 'estimate'] as const;
export type ValueKind = (typeof valueKinds)[number];

/** A dated value of the vehicle in minor units of its currency. */
export interface ValuePoint {
  kind: ValueKind;
  date: string;
  amount: number;
  currency: string;
}

export interface MileageReading {
  date: string;
  value: number;
}

export interface ValueFigures {
  currency: string;
  spending: SpendingTotals;
  purchasePrice: number | null;
  /** The sale price once sold; else the newest appraisal or estimate; else the vehicle's own estimate. */
  currentValue: { amount: number; kind: ValueKind | 'vehicle'; date: string | null } | null;
  valueChange: { amount: number; percent: number | null } | null;
  totalCostOfOwnership: number;
  years: number | null;
  spendPerYear: number | null;
  distance: number | null;
  spendPerThousand: number | null;
  underInsured: { value: number; valueKind: ValueKind; valueDate: string; agreed: number; agreedDate: string; percent: number } | null;
  /** Values in other currencies than the vehicle's: shown as entered, left out of every figure. */
  foreignValues: number;
}

/** Under-insured when the newest appraisal or estimate is more than this above the agreed value. */
export const UNDER_INSURED_MARGIN = 0.1;
const YEAR_DAYS = 365.25;

const newest = (points: ValuePoint[]) => points.reduce<ValuePoint | null>((a, p) => (!a || p.date >= a.date ? p : a), null);

export function underInsured(points: ValuePoint[], today: string): ValueFigures['underInsured'] {
  const value = newest(points.filter((p) => (p.kind === 'appraisal' || p.kind === 'estimate') && p.date <= today));
  const agreed = newest(points.filter((p) => p.kind === 'agreed' && p.date <= today));
  if (!value || !agreed || agreed.amount <= 0) return null;
  if (value.amount <= agreed.amount * (1 + UNDER_INSURED_MARGIN)) return null;
  return {
    value: value.amount,
    valueKind: value.kind,
    valueDate: value.date,
    agreed: agreed.amount,
    agreedDate: agreed.date,
    percent: Math.round(((value.amount - agreed.amount) / agreed.amount) * 1000) / 10,
  };
}

/**
 * The figures of the value-history screen and of the comparison, from the vehicle, its dated
 * values, its spending and its odometer readings. Only amounts in the vehicle's currency are
 * summed; the rest is counted in `spending.excluded` and `foreignValues`.
 */
export function valueFigures(vehicle: HistoryVehicle, allPoints: ValuePoint[], spends: Spend[], readings: MileageReading[], today: string): ValueFigures {
  const currency = vehicle.currency;
  const points = allPoints.filter((p) => p.currency === currency);
  const spending = sumSpending(spends, currency);
  const purchase = vehicle.purchasePrice ?? newest(points.filter((p) => p.kind === 'purchase'))?.amount ?? null;

  let currentValue: ValueFigures['currentValue'] = null;
  const sale = vehicle.status === 'sold' && vehicle.salePrice !== null ? { amount: vehicle.salePrice, kind: 'sale' as const, date: vehicle.saleDate } : null;
  const valued = newest(points.filter((p) => (p.kind === 'appraisal' || p.kind === 'estimate') && p.date <= today));
  if (sale) currentValue = sale;
  else if (valued) currentValue = { amount: valued.amount, kind: valued.kind, date: valued.date };
  else if (vehicle.estimatedValue !== null) currentValue = { amount: vehicle.estimatedValue, kind: 'vehicle', date: null };

  const valueChange =
    purchase !== null && currentValue
      ? { amount: currentValue.amount - purchase, percent: purchase > 0 ? Math.round(((currentValue.amount - purchase) / purchase) * 1000) / 10 : null }
      : null;

  // Ownership runs from the purchase (or the first dated record) to the sale (or today).
  const firstDate = vehicle.purchaseDate ?? [...spends.map((s) => s.date), ...points.map((p) => p.date)].sort()[0] ?? null;
  const endDate = vehicle.status === 'sold' && vehicle.saleDate ? vehicle.saleDate : today;
  const years = firstDate && firstDate <= endDate ? Math.max(daysBetween(firstDate, endDate) / YEAR_DAYS, 1 / 12) : null;

  const values = readings.map((r) => r.value);
  const distance = values.length >= 2 ? Math.max(...values) - Math.min(...values) : null;

  return {
    currency,
    spending,
    purchasePrice: purchase,
    currentValue,
    valueChange,
    totalCostOfOwnership: (purchase ?? 0) + spending.total,
    years: years === null ? null : Math.round(years * 10) / 10,
    spendPerYear: years === null ? null : Math.round(spending.total / years),
    distance,
    spendPerThousand: distance ? Math.round((spending.total / distance) * 1000) : null,
    underInsured: underInsured(points, today),
    foreignValues: allPoints.length - points.length,
  };
}
