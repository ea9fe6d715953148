import { describe, expect, it } from 'vitest';
import { proseCharges, prosePremium } from './prose-sums';
import { analyzeText } from './analyze-text';

describe('proseCharges', () => {
  it('gives each sum of a sentence the kind named last before it', () => {
    expect(proseCharges(['Labor came to $1,050.00 and parts to $254.72. With 6.25% sales tax on the parts ($15.92) your', 'total is $1,320.64.'])).toEqual({
      labour: 1050,
      parts: 254.72,
    });
    expect(
      proseCharges([
        'Für das Material (Leder, Schaumstoff, Kederband, Stoff) berechnen wir 4.482,50 €,',
        'für die Arbeit 4.128,00 €. Zusammen ergibt das netto 8.610,50 €, zuzüglich 19 %',
        'Mehrwertsteuer von 1.636,00 €, also 10.246,50 €.',
      ]),
    ).toEqual({ labour: 4128, parts: 4482.5 });
  });
  it('takes no sum after a word of tax or of the whole, and only the first of a kind', () => {
    expect(
      proseCharges([
        'Our labor charge is $600.00. Parts, including pistons, rings, bearings, cam and lifters and a',
        'full gasket set, come to $414.20, plus 5% state sales tax on parts of $20.71, for a total of',
        '$1,034.91.',
      ]),
    ).toEqual({ labour: 600, parts: 414.2 });
  });
  it('passes an hourly rate by, its kind going on to the sum it makes', () => {
    expect(
      proseCharges([
        'In all the work took 166 hours, which at our rate of £42.00 per hour comes to',
        '£6,972.00. Panels, paint and materials amount to £3,639.60. To the total of',
        '£10,611.60 we must add VAT at 20%, £2,122.32, which brings the account to £12,733.92.',
      ]),
    ).toEqual({ labour: 6972, parts: 3639.6 });
    expect(proseCharges(['Insgesamt haben wir 343 Arbeitsstunden zu je 78,00 EUR aufgewendet, zusammen 26.754,00 EUR.'])).toEqual({
      labour: 26754,
      parts: null,
    });
  });
  it("reads running text only, not a table's rows", () => {
    expect(proseCharges(['Labour   Replace clutch   3.0   240.00', 'Parts   Clutch kit   1   180.00'])).toEqual({ labour: null, parts: null });
  });
});

describe('a letter that bills its work in sentences', () => {
  it('gives labour and parts as its sentences tell them, where they add up to the total', () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'letter.pdf',
      documentType: 'service',
      text: [
        'Ridgeway Classic Restorations',
        '84 Station Road · Statesville, NC 28677',
        'August 21, 1986',
        'Dear Michael,',
        'Your 1957 Chevrolet Bel Air is finished and running like a top. When it came in the odometer',
        'showed 70,754 miles. Here is what we did:',
        '  * Replaced front wheel bearings',
        '  * Replaced fuel pump',
        'Labor came to $1,050.00 and parts to $254.72. With 6.25% sales tax on the parts ($15.92) your',
        'total is $1,320.64.',
        'Sincerely,',
      ].join('\n'),
    });
    expect([r.laborCost, r.partsCost, r.totalCost]).toEqual([1050, 254.72, 1320.64]);
  });
});

describe('prosePremium', () => {
  it('takes the sum a sentence gives as what is to be paid, the premium being the total', () => {
    expect(prosePremium(['The renewal premium is £324.50 plus Insurance Premium Tax at 12% (£38.94), a total of £363.44.'])).toBe(363.44);
    expect(
      prosePremium([
        'Das neue Versicherungsjahr beginnt am 1. Mai 2019. Die Jahresprämie beträgt EUR 545,20 zuzüglich 11 %',
        'Versicherungssteuer (EUR 59,97), zu zahlen sind daher EUR 605,17. Bei Einziehungsauftrag wird abgebucht.',
      ]),
    ).toBe(605.17);
  });
  it("takes the first sum after the premium's word where no total is told, never a value or an excess", () => {
    expect(
      prosePremium([
        'The policy period runs from November 10, 1979 to November 10, 1980. The annual premium for this vehicle is $634.50, which will appear on',
        'your next statement.',
      ]),
    ).toBe(634.5);
    expect(prosePremium(['Your premium is based on an agreed value of $30,000.00 and a deductible of $250.00 for the year.'])).toBe(null);
    // A sum for paying in instalments is no premium, though "payable" stands before it.
    expect(
      prosePremium(['Your total annual premium for this term is $2,290.20, payable in full or in monthly installments (installment fee $5.00 each).']),
    ).toBe(2290.2);
  });
});

describe('an insurer’s letter', () => {
  it('gives the premium its sentence tells', () => {
    const r = analyzeText({
      today: '2026-01-01',
      fileName: 'letter.pdf',
      documentType: 'insurance',
      text: [
        'Keystone Collector Insurance',
        'Doylestown, PA 18901',
        '                                                                         November 10, 1979',
        'Re: Policy No. VG8074085',
        'This will confirm that your 1941 Lincoln Zephyr has been added to your collector',
        'vehicle policy. Coverage is written on an Agreed Value basis of $30,000.00, with a $250 deductible.',
        'The policy period runs from November 10, 1979 to November 10, 1980, 12:01 A.M.',
        'standard time. The annual premium for this vehicle is $634.50, which will appear on',
        'your next statement.',
      ].join('\n'),
    });
    expect(r.premium).toBe(634.5);
  });
});
