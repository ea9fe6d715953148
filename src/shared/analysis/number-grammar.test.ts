import { describe, expect, it } from 'vitest';
import { findAmounts, numberGrammarOf } from './amounts';

const sums = (line: string, page: string) =>
  findAmounts(line, numberGrammarOf(page, true))
    .filter((a) => a.isMoneyLike)
    .map((a) => a.value);

describe("a page's grammar of numbers", () => {
  it('reads whole lire grouped by a point as sums on a page in lire', () => {
    const page = [
      'RICAMBI AUTO',
      'Olio motore            18.000',
      'Filtro aria            12.500',
      'TOTALE LIRE            30.500',
      '€ 15,75 (solo informazione)',
    ].join('\n');
    expect(numberGrammarOf(page, true).wholeUnits).toBe(true);
    expect(sums('TOTALE LIRE            30.500', page)).toEqual([30500]);
    expect(sums('Filtro aria            12.500', page)).toEqual([12500]);
    // The word before its sum names the currency on any page.
    expect(findAmounts('Totale / Gesamt   Lire 194.995')[0]).toMatchObject({ value: 194995, currency: 'ITL', isMoneyLike: true });
  });

  it('keeps forint grouped by a space as one sum, the mileage in its own grammar aside', () => {
    const page = ['Számla 2019.06.21.', 'km     133 407', 'Munkadíj      49 500 Ft', 'Alkatrész     75 400 Ft', 'Összesen     124 900 Ft'].join('\n');
    expect(numberGrammarOf(page, true).wholeUnits).toBe(true);
    expect(sums('Munkadíj      49 500 Ft', page)).toEqual([49500]);
  });

  it('leaves a page with cents, or in a currency of hundredths, to the per-number reading', () => {
    const dollars = ['Labor      1.250', 'Parts      3.400', 'Total   $ 4,650.00'].join('\n');
    expect(numberGrammarOf(dollars, true).wholeUnits).toBe(false);
    // A page in francs of Luxembourg whose sums carry decimals is not written in whole units.
    const centimes = ['Main-d’œuvre   1.250,50', 'Total TTC LUF   4.650,75'].join('\n');
    expect(numberGrammarOf(centimes, true).wholeUnits).toBe(false);
    expect(sums('Parts      3.400', dollars)).toEqual([]);
  });
});
