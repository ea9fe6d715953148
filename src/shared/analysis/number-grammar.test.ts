import { describe, expect, it } from 'vitest';
import { findAmounts, inPerNumberForm, numberGrammarOf } from './amounts';
import { extractLineItems } from './line-items';

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

  it('gives the lists’ readers a whole-unit page’s sums as single numbers, telephones, dates and distances aside', () => {
    const whole = { wholeUnits: true };
    expect(inPerNumberForm('Cambio olio   L   1   45.000', whole)).toBe('Cambio olio   L   1   45000,00');
    expect(inPerNumberForm('Fékbetét első   A   18 900 Ft', whole)).toBe('Fékbetét első   A   18900,00 Ft');
    expect(inPerNumberForm('Tel. +39 0471 812 440', whole)).toBe('Tel. +39 0471 812 440');
    expect(inPerNumberForm('Datum   1998.03.12.', whole)).toBe('Datum   1998.03.12.');
    expect(inPerNumberForm('Km percorsi   84 300', whole)).toBe('Km percorsi   84 300');
    expect(inPerNumberForm('Olio motore   18.000', { wholeUnits: false })).toBe('Olio motore   18.000');
    // A page in lire whose rows print their kind after the description: each row's price, the rows by their kinds.
    const page = [
      'Bezeichnung   Art   Betrag',
      'Ölwechsel   A   45.000',
      'Ölfilter   M   12.500',
      'Motoröl 4 l   M   38.000',
      'Zündung eingestellt   A   30.000',
      '',
      'Summe Lire   125.500',
    ];
    const items = extractLineItems(page.map((l) => inPerNumberForm(l, whole)));
    expect(items.work.map((i) => [i.text, i.amount])).toEqual([
      ['Ölwechsel', 45000],
      ['Zündung eingestellt', 30000],
    ]);
    expect(items.parts.map((i) => [i.text, i.amount])).toEqual([
      ['Ölfilter', 12500],
      ['Motoröl 4 l', 38000],
    ]);
  });
});
