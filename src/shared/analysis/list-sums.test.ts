import { describe, expect, it } from 'vitest';
import { expandLabelAbbreviations } from './abbreviated-labels';
import { extractLineItems, isColumnHeadingRow } from './line-items';
import { labelledAmount, prepareText } from './text-values';

describe('a list’s sum named in many words', () => {
  it('reads the sum that names its list before or after its word of summing, in either language', () => {
    const de = prepareText(['Material insgesamt   212,40', 'Arbeit gesamt   1.140,00', 'Zu zahlen   1.352,40'].join('\n'), true);
    expect(labelledAmount(de, 'laborCost')).toBe(1140);
    expect(labelledAmount(de, 'partsCost')).toBe(212.4);
    const mixed = prepareText(['Total Material   88,00', 'Total Arbeit   120,00'].join('\n'), true);
    expect(labelledAmount(mixed, 'partsCost')).toBe(88);
    expect(labelledAmount(mixed, 'laborCost')).toBe(120);
  });
});

describe('a row of a list, not a heading or a count', () => {
  it('takes two known headings over a ruling as the list’s column headings', () => {
    expect(isColumnHeadingRow('Description   Amount', ['- - - - - - - -', 'Rear hub bearing   84.00'])).toBe(true);
    expect(isColumnHeadingRow('Bezeichnung   Betrag', ['Radlager hinten   84,00'])).toBe(true);
    expect(isColumnHeadingRow('Spare wheel   Fitted', ['Radlager hinten   84,00'])).toBe(false);
    const lines = ['Parts', 'Item   Price', '··········', 'Hub bearing   84.00', 'Grease, tin   6.50', 'Parts total   90.50'];
    expect(extractLineItems(lines).parts.map((i) => i.text)).toEqual(['Hub bearing', 'Grease, tin']);
  });

  it('keeps a part’s name before its count in a unit of its own', () => {
    const lines = ['Ersatzteile', '1   Zündkerzen   1 Satz   T   18,00', '2   Bremsbacken   2 Paar   T   64,00', 'Summe Teile   82,00'];
    expect(extractLineItems(lines).parts.map((i) => i.text)).toEqual(['Zündkerzen', 'Bremsbacken']);
    const en = ['Parts', 'Gaskets   3 sets   P   27.00', 'Spark plugs   1 box   P   9.00'];
    expect(extractLineItems(en).parts.map((i) => i.text)).toEqual(['Gaskets', 'Spark plugs']);
  });

  it('keeps the unit an item is sold by after its comma', () => {
    expect(expandLabelAbbreviations('Gear oil, pt   3   1.10')).toBe('Gear oil, pt   3   1.10');
    expect(expandLabelAbbreviations('Kupferpaste, kg')).toBe('Kupferpaste, kg');
    expect(expandLabelAbbreviations('Bal. due   12.00')).toBe('Balance due   12.00');
  });
});
