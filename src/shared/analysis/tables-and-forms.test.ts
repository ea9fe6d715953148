import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { analyzePage } from './grid-page.test-helper';
import { buildRows, type Word } from './layout';
import { labourAndParts } from './extract-fields';
import { extractLineItems } from './line-items';

/** Words of one line of print: each string at x, on a baseline y, of a font size. */
function print(y: number, size: number, ...runs: [number, string][]): Word[] {
  return runs.map(([x, text]) => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y - 0.72 * size, y1: y + 0.21 * size }));
}

const analyze = analyzePage;

describe('item tables', () => {
  const lines = [
    'Emily Carter   Account No.   482188',
    '80335 München',
    'Vehicle   Plate   Year   Mileage',
    'Lancia Fulvia   8NWV971   1986   209,524 mi',
    'Item   Part No.   Description   Qty   Unit   Price   Amount',
    '1   LAB-146   Road test and report   0.50   h   68.00   34.00',
    '2   359 771 24   Engine oil 10W-40 5 l   1   pc   36.04   36.04',
    '3   AW-239   Renew exhaust system   1.70   h   68.00   115.60',
    '4   874 606 13   Radiator core   3   pc   324.47   973.41',
    '',
    'Goods & services   1,159.05',
    'Sales tax 6%   69.54',
  ];

  it('reads the rows under the heading only, without article numbers, hours as labour and pieces as parts', () => {
    const items = extractLineItems(lines);
    expect(items.work.map((i) => i.text)).toEqual(['Road test and report', 'Renew exhaust system']);
    expect(items.parts.map((i) => [i.text, i.amount])).toEqual([
      ['Engine oil 10W-40 5 l', 36.04],
      ['Radiator core', 973.41],
    ]);
  });
});

describe('the item table read by its columns', () => {
  it('wins over the line readers where it holds every row they found and more (de)', () => {
    const row = (y: number, no: string, text: string, qty: string, each: string, amount: string) =>
      print(y, 8, [40, no], [150, text], [370, qty], ...(each ? ([[430, each]] as [number, string][]) : []), [520, amount]);
    const words = [
      ...print(40, 16, [40, 'Autohaus Berger GmbH']),
      ...print(70, 8, [40, 'Rechnung 30501106'], [300, 'Datum: 26.07.98']),
      ...print(100, 8, [40, 'AW-Nr./Teile-Nr.'], [150, 'Bezeichnung'], [350, 'AW/Menge'], [420, 'Einzelpreis'], [510, 'Betrag DM']),
      ...row(112, '64 11 520', 'Mikrofilter ersetzt', '4', '', '45,60'),
      ...row(124, '11 31 500', 'Zahnriemen ersetzt', '22', '', '250,80'),
      // Its jobs' figures add up to what the two above make: a job all the same.
      ...row(136, '31 33 000', 'Stoßdämpfer vorn ersetzt', '26', '', '296,40'),
      ...row(170, '64 31 8 390 842', 'Mikrofilter', '1 ST', '42,30', '42,30'),
      ...row(182, '11 31 1 286 869', 'Spannrolle', '1 ST', '88,90', '88,90'),
      ...print(220, 8, [40, 'Lohn'], [120, 'Teile'], [200, 'Warenwert netto'], [300, 'MwSt 16 %'], [400, 'Gesamtbetrag DM']),
      ...print(232, 8, [40, '592,80'], [120, '131,20'], [200, '724,00'], [300, '115,84'], [400, '839,84']),
    ];
    const r = analyze(words, 'service');
    expect(r.workPerformed).toEqual(['Mikrofilter ersetzt', 'Zahnriemen ersetzt', 'Stoßdämpfer vorn ersetzt']);
    expect(r.partsUsed).toEqual(['Mikrofilter', 'Spannrolle']);
  });
});

describe('forms', () => {
  it('reads a column heading’s value down its column, past a dash, never the next column’s', () => {
    const words = [
      ...print(60, 18, [50, 'Albion Collector Cover']),
      ...print(100, 10, [50, 'Policy No.'], [300, 'HS123/456789']),
      ...print(130, 9, [50, 'Section'], [250, 'Limit'], [390, 'Excess'], [500, 'Premium']),
      ...print(145, 9, [50, 'Third party liability'], [250, '20,000,000.00'], [400, '-'], [500, '206.37']),
      ...print(160, 9, [50, 'Agreed value damage'], [250, '36,000.00'], [390, '300.00'], [500, '274.13']),
      ...print(190, 10, [300, 'Total premium'], [500, '480.50']),
    ];
    const result = analyze(words, 'insurance');
    expect(result.deductible).toBe(300);
    expect(result.premium).toBe(480.5);
  });

  it('takes the seller from under the seller’s heading when the buyer stands on the left, never the title', () => {
    const words = [
      ...print(60, 17, [200, 'Contract of Sale']),
      ...print(100, 9, [50, 'THE BUYER'], [310, 'THE SELLER']),
      ...print(116, 9, [50, 'Name'], [125, 'Karin Adler'], [310, 'Name'], [385, 'Robert Hughes']),
      ...print(160, 8, [50, 'Date of first registration'], [310, 'Model year']),
      ...print(171, 10, [50, '28 Mar 1961'], [310, '1961']),
      ...print(200, 10, [50, 'Price: £26,750.00']),
      ...print(240, 10, [50, 'Signed at Oxford on 23/03/2021']),
    ];
    const result = analyze(words, 'purchase');
    expect(result.sellerName).toBe('Robert Hughes');
    // The first date on the page is the first registration its label claims: the sale is the signing date.
    expect(result.saleDate).toBe('2021-03-23');
    expect(result.purchasePrice).toBe(26750);
  });

  it('finds a certificate’s serial printed without a label in its head', () => {
    const words = [
      ...print(50, 8, [50, 'Bundesrepublik Deutschland']),
      ...print(64, 15, [50, 'Zulassungsbescheinigung Teil I'], [460, 'AB1472620']),
      ...print(100, 9, [50, 'A'], [85, 'Amtliches Kennzeichen'], [290, 'HD-K 412H']),
      ...print(117, 9, [85, 'Nächste Hauptuntersuchung'], [290, '03.10.2022']),
    ];
    const result = analyze(words, 'registration');
    expect(result.registrationNumber).toBe('AB1472620');
    expect(result.plateNumber).toBe('HD-K 412H');
    expect(result.expiryDate).toBe('2022-10-03');
  });

  it('keeps a small tagline and a large name on one baseline apart in a PDF', () => {
    const words = [...print(60, 9, [50, 'MEMBER OF THE GUILD OF MOTORING CRAFTSMEN']), ...print(60, 20, [262, 'Halden & Price Automotive'])];
    expect(buildRows(words)[0].cells.map((c) => c.text)).toEqual(['MEMBER OF THE GUILD OF MOTORING CRAFTSMEN', 'Halden & Price Automotive']);
  });
});

describe('labourAndParts', () => {
  it('takes the pair that adds up to the total less its tax, labelled figures first', () => {
    // The "Labour" label read the first line (34.00); the lines' sums add up to the net total.
    expect(labourAndParts([34, 149.6], [1009.45, 1009.45], 1228.59, 69.54)).toEqual({ labour: 149.6, parts: 1009.45 });
    expect(labourAndParts([149.6, 149.6], [1009.45, 900], 1159.05, null)).toEqual({ labour: 149.6, parts: 1009.45 });
  });

  it('never gives labour a figure printed under the parts label, whichever order the addends come in', () => {
    // "Parts   25.20" over "Labour   250.00"; "Labour" read a row (165.00); the net's addends are offered in both orders.
    expect(labourAndParts([165, 85, 25.2, 250], [25.2, 25.2, 250, 25.2], 330.24, 55.04)).toEqual({ labour: 250, parts: 25.2 });
    expect(labourAndParts([null, 40, 80, 120], [80, 80, 120, 80], 200, null)).toEqual({ labour: 120, parts: 80 });
    // Both labels print the same figure: it stands for both.
    expect(labourAndParts([100, 100], [100, 100], 238, 38)).toEqual({ labour: 100, parts: 100 });
  });

  it('keeps the labelled figure when nothing adds up', () => {
    expect(labourAndParts([100, 90], [null, 50], 500, 20)).toEqual({ labour: 100, parts: 50 });
  });

  it('without a known tax, takes the pair whose remainder to the total the page prints as a fair share', () => {
    // "Labour" read the first labour line (90); the lines' sums leave 12.60 to the total, printed under "Duty on goods (6%)".
    expect(labourAndParts([90, 150], [210, 210], 372.6, null, [90, 60, 210, 150, 12.6, 372.6])).toEqual({ labour: 150, parts: 210 });
    expect(labourAndParts([90, 150], [210, 210], 372.6, null, [90, 60, 210, 150, 372.6])).toEqual({ labour: 90, parts: 210 });
  });

  it('never takes a figure larger than the bill (a postcode read under a label)', () => {
    expect(labourAndParts([null, 172.8], [26121, 120], 400, 30)).toEqual({ labour: 172.8, parts: 120 });
  });
});

describe('receipt totals', () => {
  it('reads a total whose last digit OCR dropped ("NET TOTAL 174,9"), never the change', () => {
    const text = ['THREE STOOGES', 'BISTRO & CAFE', 'INV DATE: 03/03/2018', '1 SUB TOTAL   150.00', 'NET TOTAL   174,9', 'CASH   00', 'CHANGE   25.10'].join(
      '\n',
    );
    expect(analyzeText({ text, fileName: 'r.jpg', documentType: 'receipt', ocrConfidence: 80, today: '2026-01-01' }).totalCost).toBe(174.9);
  });
});

describe('receipt net amount', () => {
  it('takes a till receipt’s "Net Amt" when no total line is printed, after its taxes', () => {
    const text = [
      'LIAN CHI VEGETARIAN',
      'RESTAURANT SDN BHD',
      'Date 06/01/18',
      'Gross Amt   47 80',
      'Svr Tax   287',
      'GST (6%)   2.86',
      'Net Amt :   53.55',
    ].join('\n');
    expect(analyzeText({ text, fileName: 'r.jpg', documentType: 'receipt', ocrConfidence: 80, today: '2026-01-01' }).totalCost).toBe(53.55);
  });
});
