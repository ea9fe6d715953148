import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { readingsByUnit } from './mileage-reading';
import { parseDistance } from './text-values';

// Odometer readings as printed, in thousands too ("84 Tkm", "84k miles").
describe('mileages on a page', () => {
  const page = (line: string, currency = 'DM') =>
    analyzeText({
      today: '2026-01-15',
      fileName: 'x.pdf',
      text: [
        'Autowerkstatt Huber GmbH',
        'Hauptstr. 5, 80331 München',
        'Rechnung Nr. 4711',
        'Datum: 12.03.1985',
        line,
        'Ausgeführte Arbeiten: Inspektion',
        `Arbeitslohn   30,00 ${currency}`,
        `Ersatzteile   15,00 ${currency}`,
        `Gesamtbetrag  45,00 ${currency}`,
      ].join('\n'),
    });
  it.each([
    ['Tacho 84tkm', 84000],
    ['Tachostand: 84 Tkm', 84000],
    ['km-Stand 84 Tsd. km', 84000],
    ['km-Stand 159 805', 159805],
    ['Kilometerstand: 84.120 km', 84120],
  ])('reads the mileage in %s', (line, km) => {
    expect(page(line).serviceMileage).toBe(km);
  });
  it('reads a GDR bill in Mark der DDR', () => {
    expect(page('km-Stand 84.120', 'M')).toMatchObject({ totalCost: 45, serviceMileage: 84120 });
  });
});

describe('distances as printed', () => {
  it.each([
    ['84 Tkm', 84000, 'km'],
    ['84tkm', 84000, 'km'],
    ['84k miles', 84000, 'mi'],
    ['84K', 84000, null],
    ['84.120 km', 84120, 'km'],
    ['84,120 mi', 84120, 'mi'],
    ['159 805', 159805, null],
    // The model year after the reading is no fourth group.
    ['45,297 1976 Corvette coupe', 45297, null],
  ])('%s', (text, value, unit) => {
    expect(parseDistance(text)).toEqual({ value, unit });
  });
  it('finds a reading in thousands by its unit', () => {
    expect(readingsByUnit(['Fahrzeug mit 84 Tkm übernommen'])).toEqual(['84 Tkm']);
  });
});
