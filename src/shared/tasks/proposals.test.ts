import { describe, expect, it } from 'vitest';
import { proposeTasks, statedInterval } from './proposals';

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

  it('HU/TÜV and warranty dates stated in the text', () => {
    const found = proposeTasks({ documentType: 'other', text: 'Prüfbericht. HU gültig bis 05/2027. Garantie bis 14.03.2028', today });
    expect(found.map((p) => [p.kind, p.expires, p.dueDate])).toEqual([
      ['inspectionRenewal', '2027-05-31', '2027-05-01'],
      ['warrantyEnds', '2028-03-14', '2028-02-13'],
    ]);
  });

  it('a service invoice proposes the next service from its stated interval', () => {
    const [next] = proposeTasks({
      documentType: 'service',
      serviceDate: '2026-05-10',
      serviceMileage: 48_200,
      text: 'Oil change. Service interval every 12 months or 5,000 km',
      today,
    });
    expect(next).toMatchObject({ kind: 'nextService', dueDate: '2027-05-10', dueOdometer: 53_200, recurMonths: 12, recurDistance: 5_000 });
    expect(proposeTasks({ documentType: 'service', serviceDate: '2026-05-10', text: 'Oil change', today })).toEqual([]);
  });

  it('reads intervals in German and English', () => {
    expect(statedInterval('Wartungsintervall alle 15.000 km oder jährlich')).toEqual({ distance: 15_000, months: 12 });
    expect(statedInterval('interval 10,000 mi / 24 months')).toEqual({ distance: 10_000, months: 24 });
  });
});
