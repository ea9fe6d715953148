import { describe, expect, it } from 'vitest';
import { payableColumnOnly } from './payable-column';
import { prepareText } from './text-values';

const page = (lines: string[]) => prepareText(lines.join('\n'), true);

describe('sums in two currencies side by side', () => {
  it('keeps the column the page says is payable', () => {
    const doc = payableColumnOnly(
      page([
        'Invoice 4411',
        '',
        'IR£   €',
        'Labour   40.00   50.79',
        'Parts   20.00   25.39',
        'Total   60.00   76.18',
        'Amount payable in Irish pounds. Euro shown for information.',
      ]),
    );
    expect(doc.lines.slice(2, 6)).toEqual(['IR£', 'Labour   40.00', 'Parts   20.00', 'Total   60.00']);
  });

  it('cuts the sums under the items after a blank line too', () => {
    const doc = payableColumnOnly(
      page([
        'Details   IR£   €',
        'Oil and filter change   45.00   57.14',
        'Rear silencer   192.78   244.78',
        '',
        'Labour   45.00   57.14',
        'TOTAL   237.78   301.92',
        'Amount payable in Irish pounds. Euro amounts shown for information.',
      ]),
    );
    expect(doc.lines.slice(4, 6)).toEqual(['Labour   45.00', 'TOTAL   237.78']);
  });

  it('keeps the other column when the page marks one as for information only', () => {
    const doc = payableColumnOnly(page(['DM   EUR', 'Lohn   100,00   51,13', 'Summe   116,00   59,31', 'EUR-Beträge nachrichtlich']));
    expect(doc.lines.slice(0, 3)).toEqual(['DM', 'Lohn   100,00', 'Summe   116,00']);
    const euro = payableColumnOnly(page(['DM   EUR', 'Teile   19,56   10,00', 'Summe   39,12   20,00', 'Zahlbar in Euro; DM nachrichtlich']));
    expect(euro.lines.slice(0, 3)).toEqual(['EUR', 'Teile   10,00', 'Summe   20,00']);
  });

  it('changes nothing when the page does not say which currency is paid', () => {
    const doc = page(['DM   EUR', 'Lohn   100,00   51,13', 'Summe   116,00   59,31']);
    expect(payableColumnOnly(doc)).toBe(doc);
  });
});
