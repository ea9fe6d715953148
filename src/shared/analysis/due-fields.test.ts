import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { extractDueFields, isLaterDate, isLaterReading, parseDueDistance, parseInterval, parseValidUntil } from './due-fields';
import { prepareText } from './text-values';

const read = (text: string, type: Parameters<typeof extractDueFields>[1] = 'service', known = {}, dayFirst = true) =>
  extractDueFields(prepareText(text, dayFirst), type, known);

describe('month-year and full validity dates', () => {
  it('a month and year is the last day of that month', () => {
    expect(parseValidUntil('05/2026', true)).toBe('2026-05-31');
    expect(parseValidUntil('02.2028', true)).toBe('2028-02-29');
    expect(parseValidUntil('Mai 2026', true)).toBe('2026-05-31');
    expect(parseValidUntil('November 2027', false)).toBe('2027-11-30');
  });

  it('a full date is that day, in the document’s order', () => {
    expect(parseValidUntil('14.03.2027', true)).toBe('2027-03-14');
    expect(parseValidUntil('03/14/2027', false)).toBe('2027-03-14');
    expect(parseValidUntil('14 March 2027', true)).toBe('2027-03-14');
  });

  it('no month 13, no date at all', () => {
    expect(parseValidUntil('13/2026', true)).toBeNull();
    expect(parseValidUntil('bitte Termin vereinbaren', true)).toBeNull();
  });
});

describe('plausibility', () => {
  it('a date set for later follows the document date, within 15 years', () => {
    expect(isLaterDate('2027-05-31', '2026-05-10')).toBe(true);
    expect(isLaterDate('2026-05-10', '2026-05-10')).toBe(false);
    expect(isLaterDate('2019-01-31', '2026-05-10')).toBe(false);
    expect(isLaterDate('2050-01-31', '2026-05-10')).toBe(false);
    expect(isLaterDate('2027-05-31', null)).toBe(true);
  });

  it('a next-service reading exceeds the document’s odometer', () => {
    expect(isLaterReading(95_000, 80_000)).toBe(true);
    expect(isLaterReading(80_000, 80_000)).toBe(false);
    expect(isLaterReading(15_000, 80_000)).toBe(false);
    expect(isLaterReading(400_000, 80_000)).toBe(false);
    expect(isLaterReading(95_000, null)).toBe(true);
  });
});

describe('distances and intervals', () => {
  it('reads the unit on either side', () => {
    expect(parseDueDistance('at 95,000 km')).toBe(95_000);
    expect(parseDueDistance('bei km 95.000')).toBe(95_000);
    expect(parseDueDistance('62,500 miles')).toBe(62_500);
    expect(parseDueDistance('in 3 weeks')).toBeNull();
  });

  it('reads intervals in English and German', () => {
    expect(parseInterval('every 12 months or 15,000 km')).toEqual({ months: 12, distance: 15_000 });
    expect(parseInterval('alle 2 Jahre / 30.000 km')).toEqual({ months: 24, distance: 30_000 });
    expect(parseInterval('15.000 km oder jährlich')).toEqual({ months: 12, distance: 15_000 });
    expect(parseInterval('10,000 mi / 24 months')).toEqual({ months: 24, distance: 10_000 });
  });
});

describe('reading the fields from a document', () => {
  it('German workshop notes: HU, Garantie, next service by reading, interval', () => {
    const text = [
      'Rechnungsdatum: 10.05.2024',
      'km-Stand: 82.400 km',
      'HU/AU durchgeführt, nächste HU 05/2026',
      'Garantie auf Teile bis 10.05.2026',
      'Nächster Service bei 97.400 km',
      'Wartungsintervall: alle 12 Monate oder 15.000 km',
    ].join('\n');
    expect(read(text, 'service', { documentDate: '2024-05-10', reading: 82_400 })).toEqual({
      inspectionValidUntil: '2026-05-31',
      warrantyUntil: '2026-05-10',
      nextServiceDate: null,
      nextServiceMileage: 97_400,
      serviceIntervalMonths: 12,
      serviceIntervalDistance: 15_000,
    });
  });

  it('English wordings: MOT valid until, warranty expires, next service due', () => {
    const text = [
      'MOT valid until 14/03/2026',
      'Parts warranty expires 01/02/2026',
      'Next service due: 01/03/2026',
      'Service interval: every 12 months or 10,000 miles',
    ].join('\n');
    expect(read(text, 'service', { documentDate: '2025-03-01', reading: 40_000 })).toMatchObject({
      inspectionValidUntil: '2026-03-14',
      warrantyUntil: '2026-02-01',
      nextServiceDate: '2026-03-01',
      serviceIntervalMonths: 12,
      serviceIntervalDistance: 10_000,
    });
  });

  it('implausible values are left out: a next reading below the odometer, a date before the document', () => {
    const text = ['Next service due at 15,000 km', 'nächste HU 05/2019'].join('\n');
    expect(read(text, 'service', { documentDate: '2024-05-10', reading: 82_400 })).toMatchObject({ nextServiceMileage: null, inspectionValidUntil: null });
  });

  it('the interval is not the next reading', () => {
    expect(read('Next service: every 12 months or 15,000 km', 'service', {})).toMatchObject({
      nextServiceMileage: null,
      serviceIntervalMonths: 12,
      serviceIntervalDistance: 15_000,
    });
  });

  it('reads a label over its value in a box (layout)', () => {
    // "TÜV bis" in a small caption, "06/2027" under it, the way a Prüfbericht prints its boxes; the next
    // line read left to right starts with another box's month ("01/2026"), which only the layout tells apart.
    const words = [
      { text: 'Prüfbericht', x0: 50, y0: 40, x1: 140, y1: 52 },
      { text: 'Datum:', x0: 50, y0: 70, x1: 90, y1: 80 },
      { text: '12.06.2025', x0: 95, y0: 70, x1: 160, y1: 80 },
      { text: 'Plakette', x0: 50, y0: 100, x1: 110, y1: 107 },
      { text: 'TÜV', x0: 250, y0: 100, x1: 270, y1: 107 },
      { text: 'bis', x0: 273, y0: 100, x1: 290, y1: 107 },
      { text: 'Nr.', x0: 50, y0: 112, x1: 70, y1: 124 },
      { text: '01/2026', x0: 74, y0: 112, x1: 120, y1: 124 },
      { text: '06/2027', x0: 250, y0: 112, x1: 300, y1: 124 },
    ];
    const doc = prepareText(words.map((w) => w.text).join(' '), true, words);
    expect(extractDueFields(doc, 'other', { documentDate: '2025-06-12' }).inspectionValidUntil).toBe('2027-06-30');
  });

  it('only on the types that carry the field; the analysis answer has them', () => {
    expect(read('Garantie bis 31.12.2026', 'insurance').warrantyUntil).toBeNull();
    const result = analyzeText({
      fileName: 'rechnung.pdf',
      text: 'Werkstattrechnung\nRechnungsdatum: 10.05.2024\nkm-Stand: 82.400\nÖlwechsel   120,00\nGesamtbetrag 142,80 €\nNächster Service am 10.05.2025 oder bei 97.400 km',
      today: '2024-06-01',
    });
    expect(result).toMatchObject({ documentType: 'service', nextServiceDate: '2025-05-10', nextServiceMileage: 97_400 });
    // An inspection report whose first date is the one it sets.
    const report = analyzeText({
      fileName: 'pruefbericht.pdf',
      text: 'Untersuchungsbericht\nHU gültig bis 14.03.2027\nFahrzeug: Porsche 911',
      today: '2025-03-20',
    });
    expect(report).toMatchObject({ documentType: 'other', inspectionValidUntil: '2027-03-14' });
  });

  // Decision 036: a unit before the reading, after a label that ends in a preposition; a test's name in dotted capitals.
  it('reads "bei km 98.000" and "M.O.T. expires …"', () => {
    expect(read('Nächste Inspektion bei km 98.000', 'service', { reading: 88_000 }).nextServiceMileage).toBe(98_000);
    expect(read('Advisories: none. Current M.O.T. expires 9 May 2026.', 'service', { documentDate: '2025-06-01' }).inspectionValidUntil).toBe('2026-05-09');
  });
});
