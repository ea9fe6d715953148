import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { chooseSubtotal } from './subtotal-choice';
import type { LabelledFigure } from './text-values';

const bill = (lines: string[]) => analyzeText({ today: '2026-01-01', fileName: 'bill.pdf', documentType: 'service', text: lines.join('\n') });
const figure = (value: number, lineIndex: number, text: string, own = true): LabelledFigure => {
  const raw = /[\d.,]+(?=\D*$)/.exec(text)![0];
  return { value, rank: 1, lineIndex, text, raw, index: text.lastIndexOf(raw), moneyLike: /[.,]\d{2}$/.test(raw), own };
};

describe('labour’s and parts’ sums chosen among the figures under their label', () => {
  it('takes the sum in the foot over a count a heading finds below it', () => {
    expect(chooseSubtotal([figure(6, 3, 'Valve springs, qty 6', false), figure(412.3, 14, '412.30')])).toBe(412.3);
    expect(chooseSubtotal([figure(2.5, 4, '2,5 Std.', false), figure(180, 12, '180,00')])).toBe(180);
  });

  it('takes the figure the label’s rows above add up to', () => {
    const rows = [figure(40, 2, 'Fit hose   40.00'), figure(60, 4, 'Adjust brakes   60.00'), figure(100, 9, '100.00')];
    expect(chooseSubtotal(rows)).toBe(100);
  });

  it('takes the foot’s sum over a row of the table above that multiplies out', () => {
    expect(chooseSubtotal([figure(165, 12, '3.0   55.00   165.00'), figure(250, 17, '250.00')])).toBe(250);
    // The last figure stands however it is written: the foot's sum as hours at a rate.
    expect(chooseSubtotal([figure(90, 9, '1.5   60.00   90.00'), figure(255, 23, '4.25   60.00   255.00')])).toBe(255);
  });

  it('keeps a sound first sum against a rate mentioned later', () => {
    expect(chooseSubtotal([figure(240, 8, '240.00'), figure(60, 15, 'rate per hour 60.00')])).toBe(240);
  });

  it('reads the foot’s "Labour" and "Parts" under a table headed by the same words', () => {
    const r = bill([
      'Kenmore Street Garage',
      'Invoice 4471   03/04/2019',
      'Work done:',
      'Relined rear brakes',
      'Labour 3.00 hrs @ 40.00   120.00',
      '',
      'Parts   Part No.   £',
      'Brake shoes, qty 2   BS 12   48.00',
      'Wheel cylinder, qty 2   WC 7   36.00',
      '',
      'Labour   120.00',
      'Parts   84.00',
      'VAT @ 20%   40.80',
      'TOTAL £   244.80',
    ]);
    expect(r.laborCost).toBe(120);
    expect(r.partsCost).toBe(84);
  });
});

describe('a tax charged at its rate is no part', () => {
  it('keeps "zuzüglich 16 % Mehrwertsteuer" out of the parts’ sum', () => {
    const r = bill([
      'Schreinerei Beispiel',
      '3. März 1997',
      'Rechnung Nr. 12/1997',
      'Für die Erneuerung der Türrahmen berechnen wir:',
      'Lohn: 40 Stunden à DM 40,00   DM 1.600,00',
      'Material: Buchenholz, Leim   DM 200,00',
      'zuzüglich 15 % Mehrwertsteuer   DM 270,00',
      '',
      'Zu zahlender Betrag   DM 2.070,00',
    ]);
    expect(r.partsCost).toBe(200);
    expect(r.totalCost).toBe(2070);
  });
});
