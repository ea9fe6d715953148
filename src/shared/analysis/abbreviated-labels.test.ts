import { describe, expect, it } from 'vitest';
import { expandLabelAbbreviations, fullLabelWord } from './abbreviated-labels';
import { prepareText, labelledAmount } from './text-values';

describe('abbreviated labels', () => {
  it('reads a label shortened to its first letters, its consonants, a compound piece by piece or its initials', () => {
    expect(fullLabelWord('Tot.')).toBe('Total');
    expect(fullLabelWord('Prem.')).toBe('Premium');
    expect(fullLabelWord('Pts')).toBe('Parts');
    expect(fullLabelWord('Fzg.')).toBe('Fahrzeug');
    expect(fullLabelWord('Km-St.')).toBe('Km-Stand');
    expect(fullLabelWord('Ges.-Pr.')).toBe('Gesamtpreis');
    expect(fullLabelWord('Marktw.')).toBe('Marktwert');
    expect(fullLabelWord('EZ')).toBe('Erstzulassung');
    expect(fullLabelWord('Pol', true)).toBe('Policy');
  });

  it('takes no whole word, item word or street for a label', () => {
    for (const t of ['Part', 'Total', 'Adj.', 'St.', 'Std.', 'Reg.', 'Betr.', 'VA', 'Pol']) expect(fullLabelWord(t)).toBeNull();
  });

  it('writes out labels only where a label stands', () => {
    expect(expandLabelAbbreviations('Ded.      $500')).toBe('Deductible      $500');
    expect(expandLabelAbbreviations('Auto, Km-St. 12.345')).toBe('Auto, Km-Stand 12.345');
    expect(expandLabelAbbreviations('Bal. due   12.00')).toBe('Balance due   12.00');
    expect(expandLabelAbbreviations('Renew hose, Adj. valves')).toBe('Renew hose, Adj. valves');
    expect(expandLabelAbbreviations('Oil Tot. 4')).toBe('Oil Tot. 4');
  });

  it('lets the readers find the sums of a terse bill', () => {
    const doc = prepareText(
      [
        'Brake hoses          40.00',
        'Hose clips            4.50',
        'Lab.                 80.00',
        'Pts                  44.50',
        'Tot.                124.50',
      ].join('\n'),
      false,
    );
    expect(labelledAmount(doc, 'laborCost')).toBe(80);
    expect(labelledAmount(doc, 'partsCost')).toBe(44.5);
    expect(labelledAmount(doc, 'totalCost')).toBe(124.5);
  });
});
