import { describe, expect, it } from 'vitest';
import { looksLikePlateOrYear } from './extract-fields';
import { chooseMileage, type MileageCandidate } from './mileage-choice';

const label = (value: number, raw: string, extra: Partial<MileageCandidate> = {}): MileageCandidate => ({
  value,
  unit: null,
  raw,
  source: 'label',
  label: 'Mileage',
  order: 0,
  ...extra,
});

describe('the odometer reading chosen among the page’s readings', () => {
  it('takes the reading in over the reading out, and never another label’s figure', () => {
    const choice = chooseMileage([
      label(22327, '22,327', { label: 'Mileage In', readingIn: true }),
      label(22341, '22,341', { label: 'Mileage In', readingIn: true, order: 1 }),
      label(22341, '22,341', { label: 'Mileage Out' }),
      { ...label(22327, '22,327'), source: 'inline', label: '' },
      { ...label(22341, '22,341'), source: 'inline', label: '', order: 1 },
    ]);
    expect(choice?.value).toBe(22327);
  });

  it('never takes a price, a count of hours or a figure set for later under the label', () => {
    expect(chooseMileage([label(84, '84,50 €'), label(48210, '48,210 km', { order: 1 })])?.value).toBe(48210);
    expect(chooseMileage([label(2, '2,5 Std.', { label: 'km' }), { ...label(159805, '159.805 km'), source: 'unit', label: '' }])?.value).toBe(159805);
    expect(chooseMileage([label(175725, 'next service 175.725', { later: true })])).toBeNull();
  });

  it('keeps the rules’ choice where the evidence is even, and tells the rival; a label’s further cells are no rival', () => {
    expect(chooseMileage([label(48210, '48,210'), label(52310, '52,310', { ruled: true })])).toMatchObject({ value: 52310, rival: 48210 });
    expect(chooseMileage([label(48210, '48,210', { ruled: true }), label(1454, '1454', { order: 1 })])).toMatchObject({ value: 48210, rival: null });
    expect(chooseMileage([{ ...label(84120, '84,120 mi'), unit: 'mi', source: 'unit', label: '' }])).toMatchObject({ value: 84120, unit: 'mi' });
  });
});

describe('a figure that is no reading', () => {
  it('is a plate’s when letters are joined to it by a hyphen', () => {
    expect(looksLikePlateOrYear('WL-474 ZU')).toBe(true);
    expect(looksLikePlateOrYear('MA-BK 85H')).toBe(true);
    expect(looksLikePlateOrYear('64.417')).toBe(false);
    expect(looksLikePlateOrYear('km-Stand 159.805')).toBe(false);
  });
});
