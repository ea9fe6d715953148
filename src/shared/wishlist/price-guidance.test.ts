import { describe, expect, it } from 'vitest';
import { priceGuidance, sameModel } from './price-guidance';

const rec = (amount: number, currency = 'EUR') => ({ vehicleId: 'v', label: 'x', kind: 'purchase' as const, date: null, amount, currency });

describe('priceGuidance', () => {
  it('gives low, median and high per currency, most figures first', () => {
    expect(priceGuidance([rec(30000), rec(10000), rec(20000), rec(50000, 'USD'), rec(40000)])).toEqual([
      { currency: 'EUR', count: 4, low: 10000, median: 25000, high: 40000 },
      { currency: 'USD', count: 1, low: 50000, median: 50000, high: 50000 },
    ]);
    expect(priceGuidance([])).toEqual([]);
  });
});

describe('sameModel', () => {
  it('ignores case, spaces, dashes and accents', () => {
    expect(sameModel({ make: 'Mercedes-Benz', model: '280 SL' }, { make: 'mercedes benz', model: '280SL' })).toBe(true);
    expect(sameModel({ make: 'Citroën', model: 'DS' }, { make: 'Citroen', model: 'ds' })).toBe(true);
    expect(sameModel({ make: 'Porsche', model: '911' }, { make: 'Porsche', model: '912' })).toBe(false);
  });
});
