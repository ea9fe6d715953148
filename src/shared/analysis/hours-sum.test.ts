import { describe, expect, it } from 'vitest';
import { isHoursTimesRate } from './hours-sum';
import { extractLineItems, sectionHeading } from './line-items';
import { jobsOnly } from './not-jobs';

describe('a line of hours times the rate', () => {
  it('is the labour’s sum in either language, whole or cut at its sign', () => {
    expect(isHoursTimesRate('Monteurstunden 7,25 × 48,00   Lohn   348,00')).toBe(true);
    expect(isHoursTimesRate('Total hours 11 x 52.50   Labor   577.50')).toBe(true);
    expect(isHoursTimesRate('Std. zusammen 4 à 39,-')).toBe(true);
    expect(isHoursTimesRate('Man hours 6.5 @ $40')).toBe(true);
    expect(isHoursTimesRate('Werkstattzeit 3 ×')).toBe(true);
  });

  it('is no job, a quantity of parts or a size', () => {
    expect(isHoursTimesRate('Spark plugs 4 × 3.10')).toBe(false);
    expect(isHoursTimesRate('Reifen 2 x 185/70 R14')).toBe(false);
    expect(isHoursTimesRate('Replace hour meter')).toBe(false);
    expect(isHoursTimesRate('12 × 4 hours')).toBe(false);
  });

  it('leaves the jobs above it as the list, in a page of either language', () => {
    const de = [
      'Zu erledigende Arbeiten',
      '1. Zündung eingestellt   1,25',
      '2. Kupplungsseil erneuert   2',
      '   Monteurstunden 3,25 × 58,00   Lohnkosten   188,50',
      'Ersatzteile',
      '1   Kupplungsseil   12,40   12,40',
    ];
    expect(extractLineItems(de).work.map((i) => i.text)).toEqual(['Zündung eingestellt', 'Kupplungsseil erneuert']);
    const en = ['Repairs', '1) Reline front brakes   2.0', '2) Adjust valve lash   1.5', 'Labor hrs 3.5 x 45.00   Labor   157.50'];
    expect(extractLineItems(en).work.map((i) => i.text)).toEqual(['Reline front brakes', 'Adjust valve lash']);
    expect(jobsOnly(['Reline front brakes', 'Man hours 3.5 ×'])).toEqual(['Reline front brakes']);
  });
});

describe('a job card’s heading of work to be done', () => {
  it('heads the jobs in either language', () => {
    expect(sectionHeading('Work to be carried out')).toBe('work');
    expect(sectionHeading('Work required')).toBe('work');
    expect(sectionHeading('Durchzuführende Arbeiten')).toBe('work');
    expect(sectionHeading('Vorgenommene Arbeiten')).toBe('work');
  });
});

describe('a job named by its subject before a colon', () => {
  it('is the list’s row when numbered, or printed in the columns of the rows above', () => {
    const numbered = ['Leistungen', '1. Bremsen hinten nachgestellt   1,0', '2. Elektrik: Masseband erneuert   0,5', 'Summe Lohn   75,00'];
    expect(extractLineItems(numbered).work.map((i) => i.text)).toEqual(['Bremsen hinten nachgestellt', 'Elektrik: Masseband erneuert']);
    const priced = ['Labour   Hrs   Amount', 'Re-core radiator   3   180.00', 'Brakes: bleed and adjust   1   60.00', 'Labour total   240.00'];
    expect(extractLineItems(priced).work.map((i) => i.text)).toEqual(['Re-core radiator', 'Brakes: bleed and adjust']);
  });

  it('still ends the list as a field’s label when it is neither', () => {
    const lines = ['Labour', 'Re-core radiator   3   180.00', 'Remarks: collect Friday', 'Labour total   180.00'];
    expect(extractLineItems(lines).work.map((i) => i.text)).toEqual(['Re-core radiator']);
  });
});

describe('sundries charged beside the work', () => {
  it('are no job in either language', () => {
    expect(jobsOnly(['Re-trim seats', 'Workshop consumables', 'Sundries'])).toEqual(['Re-trim seats']);
    expect(jobsOnly(['Sitze neu bezogen', 'Verbrauchsmaterial', 'Werkstattbedarf'])).toEqual(['Sitze neu bezogen']);
  });
});

describe('a checklist under a heading of work to be done', () => {
  it('is no list of rows: its boxes, ticked or not, are no jobs of a list', () => {
    const lines = [
      'Work to be done (tick as required)',
      '   Oil change            X Brake check',
      'X Tyre rotation          Wash',
      'Parts',
      'Oil filter   6.20',
    ];
    expect(extractLineItems(lines).work).toEqual([]);
  });
});
