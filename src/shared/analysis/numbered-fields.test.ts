import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { numberedFieldLines, withoutFieldNumber } from './numbered-fields';

// Pages written for these tests, in wording of their own: no set's documents are copied here.

describe("a form's bare field numbers", () => {
  it('are codes in a run of three or more consecutively numbered lines', () => {
    const lines = ['Permis de circulation', '7 Plate   XY 12-34', '8 Make   Wartburg', '', '9 Owner   K. Bauer', '3 Oil filter   12.00'];
    expect([...numberedFieldLines(lines)]).toEqual([1, 2, 4]);
    expect(withoutFieldNumber('7 Plate   XY 12-34')).toBe('  Plate   XY 12-34');
  });

  it('are quantities on a bill, whose numbers do not follow each other', () => {
    expect(numberedFieldLines(['2 Spark plugs   8.00', '4 Valve caps   2.00', '1 Oil filter   6.00']).size).toBe(0);
  });

  it('let a numbered registration form’s labels be read', () => {
    const text = [
      'Kraftfahrzeug-Zulassung',
      '1 Kennzeichen   KM 44-02',
      '2 Fahrzeugart   Motorrad',
      '3 Hersteller   MZ ES 250',
      '4 Halter   Gerda Lorenz',
    ].join('\n');
    expect(analyzeText({ fileName: 'z.pdf', documentType: 'registration', text, today: '2026-01-01' }).plateNumber).toBe('KM 44-02');
  });
});
