import { describe, expect, it } from 'vitest';
import type { HistoryDocument, HistoryVehicle } from './history-document';
import { cumulativeSpending, spendOf, sumSpending } from './spending';
import { underInsured, valueFigures, type ValuePoint } from './value-figures';

const doc = (id: string, over: Partial<HistoryDocument>): HistoryDocument => ({
  id,
  title: id,
  documentType: 'service',
  date: '2020-01-01',
  currency: 'EUR',
  totalCost: null,
  laborCost: null,
  partsCost: null,
  premium: null,
  purchasePrice: null,
  appraisedValue: null,
  appraiserName: null,
  appraisalDate: null,
  saleDate: null,
  serviceMileage: null,
  shopName: null,
  vin: null,
  effectiveStart: null,
  effectiveEnd: null,
  expiryDate: null,
  ...over,
});
const vehicle: HistoryVehicle = {
  year: 1973,
  vin: null,
  currency: 'EUR',
  status: 'owned',
  purchaseDate: '2016-06-01',
  purchasePrice: 5_000_000,
  saleDate: null,
  salePrice: null,
  estimatedValue: null,
  odometer: null,
  odometerUnit: 'km',
  updatedAt: '2026-01-01T00:00:00Z',
};
const TODAY = '2026-06-01';

describe('spending by category', () => {
  it('splits an itemised invoice into parts and service, and files receipts, premiums and fees', () => {
    expect(spendOf(doc('s', { totalCost: 120_00, laborCost: 50_00, partsCost: 40_00 })).map((s) => [s.category, s.amount])).toEqual([
      ['parts', 40_00],
      ['service', 80_00],
    ]);
    expect(spendOf(doc('r', { documentType: 'receipt', totalCost: 30_00 }))[0].category).toBe('parts');
    expect(spendOf(doc('i', { documentType: 'insurance', premium: 400_00, totalCost: 999 }))[0]).toMatchObject({ category: 'insurance', amount: 400_00 });
    expect(spendOf(doc('g', { documentType: 'registration', totalCost: 80_00 }))[0].category).toBe('registration');
    expect(spendOf(doc('p', { documentType: 'purchase', totalCost: 50_000_00 }))).toEqual([]);
    expect(spendOf(doc('z', { totalCost: 0 }))).toEqual([]);
  });
  it('sums only the vehicle currency and lists the rest as entered', () => {
    const spends = [
      ...spendOf(doc('a', { totalCost: 100_00 })),
      ...spendOf(doc('b', { totalCost: 50_00, currency: 'GBP' })),
      ...spendOf(doc('c', { totalCost: 25_00, date: '2019-01-01' })),
    ];
    expect(sumSpending(spends, 'EUR')).toMatchObject({ total: 125_00, excluded: [{ currency: 'GBP', amount: 50_00 }] });
    expect(cumulativeSpending(spends, 'EUR')).toEqual([
      { date: '2019-01-01', amount: 25_00 },
      { date: '2020-01-01', amount: 125_00 },
    ]);
  });
});

describe('under-insured warning', () => {
  const p = (kind: ValuePoint['kind'], date: string, amount: number): ValuePoint => ({ kind, date, amount, currency: 'EUR' });
  it('warns when the newest appraisal or estimate is more than 10 % above the agreed value', () => {
    expect(underInsured([p('agreed', '2024-01-01', 100_000), p('appraisal', '2025-01-01', 111_000)], TODAY)).toMatchObject({
      value: 111_000,
      agreed: 100_000,
      percent: 11,
    });
  });
  it('stays quiet at exactly 10 %, without an agreed value, or when a newer estimate is lower', () => {
    expect(underInsured([p('agreed', '2024-01-01', 100_000), p('estimate', '2025-01-01', 110_000)], TODAY)).toBeNull();
    expect(underInsured([p('estimate', '2025-01-01', 500_000)], TODAY)).toBeNull();
    expect(underInsured([p('agreed', '2024-01-01', 100_000), p('appraisal', '2024-06-01', 200_000), p('estimate', '2025-01-01', 105_000)], TODAY)).toBeNull();
  });
});

describe('value figures', () => {
  it('gives cost of ownership, spend per year and per 1,000 km, and value change since purchase', () => {
    const spends = spendOf(doc('a', { totalCost: 10_000_00, date: '2020-01-01' }));
    const f = valueFigures(
      vehicle,
      [{ kind: 'appraisal', date: '2025-06-01', amount: 7_500_000, currency: 'EUR' }],
      spends,
      [
        { date: '2016-06-01', value: 40_000 },
        { date: '2025-06-01', value: 60_000 },
      ],
      '2026-06-01',
    );
    expect(f.totalCostOfOwnership).toBe(5_000_000 + 10_000_00);
    expect(f.years).toBe(10);
    expect(Math.abs(f.spendPerYear! - 100_000)).toBeLessThan(50); // ten years of 365.25 days: 3,652 days
    expect(f.distance).toBe(20_000);
    expect(f.spendPerThousand).toBe(50_000);
    expect(f.currentValue).toEqual({ amount: 7_500_000, kind: 'appraisal', date: '2025-06-01' });
    expect(f.valueChange).toEqual({ amount: 2_500_000, percent: 50 });
  });
  it('uses the sale price once sold, and leaves other currencies out', () => {
    const sold = { ...vehicle, status: 'sold' as const, saleDate: '2021-06-01', salePrice: 4_000_000 };
    const f = valueFigures(sold, [{ kind: 'estimate', date: '2020-01-01', amount: 9_000_000, currency: 'USD' }], [], [], TODAY);
    expect(f.currentValue).toMatchObject({ kind: 'sale', amount: 4_000_000 });
    expect(f.valueChange).toEqual({ amount: -1_000_000, percent: -20 });
    expect(f.foreignValues).toBe(1);
    expect(f.distance).toBeNull();
    expect(f.spendPerThousand).toBeNull();
  });
});
