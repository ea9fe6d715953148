import { describe, expect, it } from 'vitest';
import { proposeTasks } from './proposals';

const today = '2026-06-15';

describe('task proposals from paperwork', () => {
  it('insurance and registration renewals 30 days before they run out', () => {
    expect(proposeTasks({ documentType: 'insurance', effectiveEnd: '2027-03-31', today })).toEqual([
      {
        kind: 'insuranceRenewal',
        category: 'insurance',
        expires: '2027-03-31',
        dueDate: '2027-03-01',
        dueOdometer: null,
        recurMonths: 12,
        recurDistance: null,
      },
    ]);
    expect(proposeTasks({ documentType: 'registration', expiryDate: '2026-12-31', today })[0]).toMatchObject({
      kind: 'registrationRenewal',
      dueDate: '2026-12-01',
    });
  });

  it('nothing from a date already past; a close one is due today', () => {
    expect(proposeTasks({ documentType: 'insurance', effectiveEnd: '2026-06-01', today })).toEqual([]);
    expect(proposeTasks({ documentType: 'insurance', effectiveEnd: '2026-06-20', today })[0].dueDate).toBe(today);
  });

  it('HU/TÜV and warranty ends 30 days before, on the types that carry them', () => {
    const found = proposeTasks({ documentType: 'other', inspectionValidUntil: '2027-05-31', warrantyUntil: '2028-03-14', today });
    expect(found.map((p) => [p.kind, p.category, p.expires, p.dueDate])).toEqual([
      ['inspectionRenewal', 'inspection', '2027-05-31', '2027-05-01'],
      ['warrantyEnds', 'other', '2028-03-14', '2028-02-13'],
    ]);
    // An insurance policy carries neither field: a value left from another type in the review proposes nothing.
    expect(proposeTasks({ documentType: 'insurance', inspectionValidUntil: '2027-05-31', today })).toEqual([]);
    expect(proposeTasks({ documentType: 'service', inspectionValidUntil: '2026-05-31', today })).toEqual([]);
  });

  it('a stated next service: its date and reading, no recurrence', () => {
    expect(proposeTasks({ documentType: 'service', serviceDate: '2026-05-10', nextServiceDate: '2027-05-01', nextServiceMileage: 95_000, today })).toEqual([
      { kind: 'nextService', category: 'service', expires: null, dueDate: '2027-05-01', dueOdometer: 95_000, recurMonths: null, recurDistance: null },
    ]);
    expect(proposeTasks({ documentType: 'service', nextServiceMileage: 95_000, today })[0]).toMatchObject({ dueDate: null, dueOdometer: 95_000 });
  });

  it('an interval: a recurring service task from the invoice date and reading', () => {
    const [next] = proposeTasks({
      documentType: 'service',
      serviceDate: '2026-05-10',
      serviceMileage: 48_200,
      serviceIntervalMonths: 12,
      serviceIntervalDistance: 5_000,
      today,
    });
    expect(next).toMatchObject({ kind: 'nextService', dueDate: '2027-05-10', dueOdometer: 53_200, recurMonths: 12, recurDistance: 5_000 });
    // A distance alone, without the invoice's reading to count from, gives no due point.
    expect(proposeTasks({ documentType: 'service', serviceDate: '2026-05-10', serviceIntervalDistance: 5_000, today })).toEqual([]);
    expect(proposeTasks({ documentType: 'service', serviceDate: '2026-05-10', today })).toEqual([]);
  });

  it('a stated next date wins over the interval, which still sets the recurrence', () => {
    const [next] = proposeTasks({
      documentType: 'service',
      serviceDate: '2026-05-10',
      serviceMileage: 48_200,
      nextServiceDate: '2027-03-31',
      serviceIntervalMonths: 24,
      serviceIntervalDistance: 30_000,
      today,
    });
    expect(next).toMatchObject({ dueDate: '2027-03-31', dueOdometer: 78_200, recurMonths: 24, recurDistance: 30_000 });
  });

  it('a past next-service date is no due date, a reading still is', () => {
    expect(proposeTasks({ documentType: 'service', nextServiceDate: '2025-01-01', today })).toEqual([]);
    expect(proposeTasks({ documentType: 'service', nextServiceDate: '2025-01-01', nextServiceMileage: 60_000, today })[0]).toMatchObject({
      dueDate: null,
      dueOdometer: 60_000,
    });
  });
});
