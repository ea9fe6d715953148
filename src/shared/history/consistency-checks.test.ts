import { describe, expect, it } from 'vitest';
import { checkConsistency, dateChecks, expiryChecks, insuranceChecks, odometerBackwards, vinChecks } from './consistency-checks';
import type { HistoryDocument } from './history-document';

const doc = (id: string, over: Partial<HistoryDocument> = {}): HistoryDocument => ({
  id,
  title: `Document ${id}`,
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
const TODAY = '2026-06-01';

describe('odometer going backwards', () => {
  it('flags a later document with a lower reading, naming both documents', () => {
    const flags = odometerBackwards([
      doc('a', { date: '2010-05-01', serviceMileage: 80_000 }),
      doc('b', { date: '2012-05-01', serviceMileage: 60_000 }),
      doc('c', { date: '2014-05-01', serviceMileage: 90_000 }),
    ]);
    expect(flags).toEqual([
      {
        id: 'odometer_backwards:a:b',
        code: 'odometer_backwards',
        documentIds: ['a', 'b'],
        vars: { earlierDate: '2010-05-01', earlierReading: 80_000, laterDate: '2012-05-01', laterReading: 60_000 },
      },
    ]);
  });
  it('compares with the highest earlier reading, not only the previous one, and ignores same-day readings', () => {
    const flags = odometerBackwards([
      doc('a', { date: '2010-01-01', serviceMileage: 100 }),
      doc('b', { date: '2011-01-01', serviceMileage: 50 }),
      doc('c', { date: '2012-01-01', serviceMileage: 70 }),
      doc('d', { date: '2013-01-01', serviceMileage: 200 }),
      doc('e', { date: '2013-01-01', serviceMileage: 150 }),
    ]);
    expect(flags.map((f) => f.documentIds)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
  });
  it('says nothing for readings that only grow', () => {
    expect(odometerBackwards([doc('a', { serviceMileage: 1 }), doc('b', { date: '2021-01-01', serviceMileage: 2 })])).toEqual([]);
  });
});

describe('VIN and chassis numbers', () => {
  it('flags a document naming another VIN than the vehicle, ignoring spacing and case', () => {
    const flags = vinChecks({ vin: 'WP0ZZZ91ZJS100123' }, [
      doc('a', { vin: 'wp0 zzz91zjs100123' }),
      doc('b', { vin: 'WDB1130421A000001', documentType: 'title' }),
    ]);
    expect(flags).toEqual([
      { id: 'vin_mismatch:b', code: 'vin_mismatch', documentIds: ['b'], vars: { documentVin: 'WDB1130421A000001', vehicleVin: 'WP0ZZZ91ZJS100123' } },
    ]);
  });
  it('without a VIN on the vehicle, flags title, registration and insurance that disagree', () => {
    const docs = [
      doc('t', { documentType: 'title', vin: '9113600123', date: '2001-01-01' }),
      doc('r', { documentType: 'registration', vin: '9113600999', date: '2002-01-01' }),
      doc('s', { documentType: 'service', vin: 'XYZ' }),
    ];
    expect(vinChecks({ vin: null }, docs)).toEqual([
      { id: 'vin_disagreement', code: 'vin_disagreement', documentIds: ['t', 'r'], vars: { vins: '9113600123, 9113600999' } },
    ]);
    expect(vinChecks({ vin: null }, docs.slice(0, 1))).toEqual([]);
  });
});

describe('dates', () => {
  it('flags a document in the future and one from before the vehicle existed', () => {
    const flags = dateChecks(
      { year: 1973 },
      [doc('f', { date: '2026-06-02' }), doc('old', { date: '1971-12-31' }), doc('ok', { date: '1972-10-01' }), doc('today', { date: TODAY })],
      TODAY,
    );
    expect(flags.map((f) => [f.code, f.documentIds[0]])).toEqual([
      ['future_date', 'f'],
      ['before_vehicle_year', 'old'],
    ]);
  });
});

describe('insurance cover', () => {
  const policy = (id: string, effectiveStart: string, effectiveEnd: string) => doc(id, { documentType: 'insurance', effectiveStart, effectiveEnd });
  it('finds the uncovered stretch between policies; overlaps and back-to-back renewals are cover', () => {
    const flags = insuranceChecks(
      { status: 'owned' },
      [
        policy('p1', '2020-01-01', '2020-12-31'),
        policy('p2', '2021-01-01', '2021-12-31'),
        policy('p3', '2021-06-01', '2022-03-31'),
        policy('p4', '2022-06-01', '2027-05-31'),
      ],
      TODAY,
    );
    expect(flags).toEqual([{ id: 'insurance_gap:p3:p4', code: 'insurance_gap', documentIds: ['p3', 'p4'], vars: { from: '2022-04-01', to: '2022-05-31' } }]);
  });
  it('flags lapsed cover on an owned vehicle only', () => {
    const docs = [policy('p1', '2024-01-01', '2025-12-31')];
    expect(insuranceChecks({ status: 'owned' }, docs, TODAY).map((f) => f.code)).toEqual(['insurance_lapsed']);
    expect(insuranceChecks({ status: 'sold' }, docs, TODAY)).toEqual([]);
  });
});

describe('registration and inspection', () => {
  it('flags only the newest registration and the newest HU/TÜV/MOT when expired', () => {
    const docs = [
      doc('r-old', { documentType: 'registration', expiryDate: '2019-01-01' }),
      doc('r-new', { documentType: 'registration', expiryDate: '2027-01-01' }),
      doc('hu', { documentType: 'other', title: 'TÜV Prüfbericht HU', expiryDate: '2026-03-31' }),
    ];
    expect(expiryChecks({ status: 'owned' }, docs, TODAY).map((f) => f.id)).toEqual(['inspection_expired:hu']);
    expect(
      expiryChecks({ status: 'owned' }, [doc('mot', { documentType: 'registration', title: 'MOT certificate', expiryDate: '2026-07-01' })], TODAY),
    ).toEqual([]);
  });
});

it('checkConsistency lists every kind of flag in one place', () => {
  const flags = checkConsistency(
    { year: 1990, vin: null, status: 'owned' },
    [doc('x', { date: '2030-01-01' }), doc('r', { documentType: 'registration', expiryDate: '2020-01-01' })],
    TODAY,
  );
  expect(flags.map((f) => f.code)).toEqual(['future_date', 'registration_expired']);
});
