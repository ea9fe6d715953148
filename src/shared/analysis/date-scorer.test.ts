import { describe, expect, it } from 'vitest';
import { DATE_FEATURES, dateFeatures, HAND_WEIGHTS, scoreDates, weighDate, type DateFeature } from './date-roles';
import { prepareText } from './text-values';

const page = (...lines: string[]) => prepareText(lines.join('\n'), true);
const facts = (...on: DateFeature[]) => Object.fromEntries(DATE_FEATURES.map((f) => [f, on.includes(f) ? 1 : 0])) as Record<DateFeature, number>;

describe('the date scorer: facts weighed', () => {
  it('gives every purpose a weight for every fact, and nothing else', () => {
    for (const weights of Object.values(HAND_WEIGHTS)) expect(Object.keys(weights).sort()).toEqual([...DATE_FEATURES].sort());
  });

  it('scores a date as the sum of its facts’ weights', () => {
    expect(weighDate(facts(), HAND_WEIGHTS.bill)).toBe(0);
    expect(weighDate(facts('work', 'completed', 'head'), HAND_WEIGHTS.bill)).toBe(4 + 0.75 + 0.5);
    // A contract's bare handover ranks below a plain date; its end is no bonus.
    expect(weighDate(facts('work', 'handover', 'completed', 'completedHandover'), HAND_WEIGHTS.sale)).toBe(2.5);
    expect(weighDate(facts('plain'), HAND_WEIGHTS.sale)).toBe(3);
  });

  it('reads each date’s facts: its role by its label, one role each, and what the other dates say of it', () => {
    const doc = page('Invoice date: 12.03.2019', 'Work completed: 10.03.2019', '', 'Customer since: 01.01.2001', 'Payment due: 12.04.2019');
    const dates = dateFeatures(doc, 'bill');
    expect(dates.map((d) => d.iso)).toEqual(['2019-03-12', '2019-03-10', '2001-01-01', '2019-04-12']);
    for (const d of dates) expect(DATE_FEATURES.slice(0, 9).filter((f) => d.features[f])).toEqual([d.role]);
    const [issued, work, since] = dates;
    expect(issued.features).toMatchObject({ document: 1, head: 1, completed: 0 });
    expect(work.features).toMatchObject({ work: 1, completed: 1, handover: 1, yearsBeforeLatest: 0 });
    expect(since.features).toMatchObject({ history: 1, yearsBeforeLatest: 1 });
    expect(dateFeatures(doc, 'bill', { minYear: 2005 })[2].features.beforeVehicle).toBe(1);
  });

  it('scores with the weights it is given', () => {
    const doc = page('Invoice date: 12.03.2019', 'Work completed: 10.03.2019');
    const byHand = scoreDates(doc, 'bill');
    expect(byHand[1].score).toBeGreaterThan(byHand[0].score);
    const paperFirst = { ...HAND_WEIGHTS, bill: { ...HAND_WEIGHTS.bill, document: 9 } };
    const other = scoreDates(doc, 'bill', { weights: paperFirst });
    expect(other[0].score).toBeGreaterThan(other[1].score);
  });
});
