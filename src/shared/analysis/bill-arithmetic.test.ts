import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { analyzePage, gridPage } from './grid-page.test-helper';
import { chargesApart, isListHeading, itemsOfSum, labourAndParts, letterheadName } from './extract-fields';
import { fullNameOf } from './issuer-name';
import { buildRows, type Word } from './layout';
import { listsBySubtotals, closingRun } from './subtotal-groups';
import { labelledAmount, prepareText } from './text-values';
import { roleOf } from './date-roles';
import { cleanItemText, extractLineItems, itemOf } from './line-items';

/** One run of text as a PDF gives it: its box from its size. */
const run = (text: string, x: number, y: number, size = 9): Word => ({
  text,
  x0: x,
  x1: x + text.length * size * 0.5,
  y0: y - 0.72 * size,
  y1: y + 0.21 * size,
});
const pageOf = (words: Word[]) =>
  prepareText(
    buildRows(words)
      .map((r) => r.text)
      .join('\n'),
    true,
    words,
  );
const analyze = (words: Word[]) => analyzePage(words, 'service');

describe('a band of totals with its captions above the figures', () => {
  it('takes the total under its caption though a neighbouring caption says "net"', () => {
    const words = [
      run('Autohaus Kleinert', 50, 40, 18),
      run('Rechnung 77/3', 50, 80),
      run('Datum', 50, 94),
      run('12.05.2016', 200, 94),
      run('Kupplung erneuern', 50, 130),
      run('310,00 €', 450, 130),
      run('Kupplungssatz', 50, 144),
      run('240,00 €', 450, 144),
      run('Netto', 50, 180),
      run('+ 19 % MwSt.', 200, 180),
      run('Gesamtbetrag', 400, 180),
      run('550,00 €', 50, 194),
      run('104,50 €', 200, 194),
      run('654,50 €', 400, 194),
    ];
    expect(analyze(words).totalCost).toBe(654.5);
  });
});

describe('labour and parts with a fee charged apart', () => {
  it('keeps both labelled subtotals when they, the tax and a fee printed on its own line make the total', () => {
    // Labour 400 + parts 200 + tax 114 + inspection fee 90 (outside the tax) = 804; the parts lines counted the fee (290).
    expect(labourAndParts([400, 400], [200, 290], 804, 114, [400, 200, 290, 90, 804], [90, 804])).toEqual({ labour: 400, parts: 200 });
    // The remainder printed only as an item's row is no fee: the lines' sums that add up exactly win.
    expect(labourAndParts([34, 149.6], [1009.45, 1009.45], 1228.59, 69.54, [34, 115.6], [1228.59])).toEqual({ labour: 149.6, parts: 1009.45 });
    // A charge apart as large as a good share of the bill: the work of a sublet firm (68.00), an MOT fee (27.50).
    expect(labourAndParts([101.85, 169.85], [41, 41], 242.18, 31.33, [101.85, 41, 68, 31.33, 242.18], [101.85, 41, 68, 31.33, 242.18])).toEqual({
      labour: 101.85,
      parts: 41,
    });
  });

  it('takes a credit the page prints off labour and parts before they make the total', () => {
    // Labour 500 + parts 300 − goodwill 50 = net 750, + 20 % tax 150 = 900; the net of the rows' split (150 + 600) is no split.
    expect(labourAndParts([500, 150], [300, 600], 900, 150, [500, 300, -50, 750, 150, 900])).toEqual({ labour: 500, parts: 300 });
  });

  it('drops from a list the row its subtotal leaves out and the page charges apart, and any discount', () => {
    const parts = [
      { text: 'Brake pads', amount: 80 },
      { text: 'Oil filter', amount: 20 },
      { text: 'Inspection fee', amount: 90 },
    ];
    expect(itemsOfSum(parts, 100, [90])).toEqual(['Brake pads', 'Oil filter']);
    // Not charged apart: the list stays as read.
    expect(itemsOfSum(parts, 100, [])).toEqual(['Brake pads', 'Oil filter', 'Inspection fee']);
    expect(itemsOfSum([...parts.slice(0, 2), { text: 'less 10 % discount', amount: -10 }], 90, [])).toEqual(['Brake pads', 'Oil filter']);
  });

  it('counts as charges only amounts alone on a line that is no item', () => {
    const lines = ['Brake pads   1   80.00   80.00', 'Inspection fee   90.00', 'Labour   400.00', 'Exempt   90.00   0.00'];
    expect(chargesApart(lines, [{ text: 'Brake pads' }, { text: 'Inspection fee' }])).toEqual([400, 90]);
  });
});

describe('lists closed by subtotals that name their kind', () => {
  it('reads jobs and parts printed without headings by the labelled sums under them', () => {
    const lines = [
      'RECHNUNG Nr. 12/88',
      'Zündung einstellen   60,00',
      'Vergaser reinigen   90,00',
      'Lohn   150,00',
      '2 x Zündkerze   16,00',
      'Luftfilter   24,00',
      'Material   40,00',
      'Summe   190,00',
    ];
    const items = listsBySubtotals({ lines });
    expect(items?.work.map((i) => i.text)).toEqual(['Zündung einstellen', 'Vergaser reinigen']);
    expect(items?.parts.map((i) => i.text)).toEqual(['Zündkerze', 'Luftfilter']);
  });

  it('keeps jobs that each charge their time as the jobs, and a grade of staff charged as no job', () => {
    const jobs = listsBySubtotals({
      lines: [
        '1. Arbeiten',
        'Fahrzeug für HU vorbereitet   3,00 h à 85,00   255,00',
        'Fahrzeug zur Prüfstelle überführt   5,50 h à 85,00   467,50',
        'Hohlraumkonservierung Schweller   4,50 h à 85,00   382,50',
        'Zwischensumme Arbeiten   1.105,00',
        '2. Material',
        'Zündkerzen   15,37',
        'Hohlraumwachs 1 l   39,71',
        'Zwischensumme Material   55,08',
      ],
    });
    expect(jobs?.work.map((i) => i.text)).toEqual(['Fahrzeug für HU vorbereitet', 'Fahrzeug zur Prüfstelle überführt', 'Hohlraumkonservierung Schweller']);
    // The labour charged by its trades under jobs listed apart: no job among the charges.
    const trades = listsBySubtotals({
      lines: [
        'Bremsen vorn erneuert',
        'Schweller geschweißt',
        'Arbeitszeit Mechanik   2,0 Std. à 98,00   196,00',
        'Arbeitszeit Karosserie   3,0 Std. à 70,00   210,00',
        'Summe Arbeiten   406,00',
        'Bremsbeläge   48,00',
        'Öl   22,00',
        'Summe Material   70,00',
      ],
    });
    expect(trades?.work).toEqual([]);
  });

  it('reads "zusammen" after a kind as its subtotal, as old German forms print it', () => {
    const lines = [
      'Ölwechsel   12,40',
      'Bremsen nachgestellt   18,60',
      'Arbeitslohn zusammen   31,00',
      'Bremsbacken   22,00',
      'Öl 4 l   9,00',
      'Material zusammen   31,00',
      'Summe   62,00',
    ];
    const items = listsBySubtotals({ lines });
    expect(items?.work.map((i) => i.text)).toEqual(['Ölwechsel', 'Bremsen nachgestellt']);
    expect(items?.parts.map((i) => i.text)).toEqual(['Bremsbacken', 'Öl 4 l']);
  });

  it('reads a section summed apart beside labour ("Total Fremdarbeiten") as work, outside the labour’s sum', () => {
    const text = [
      'Garage Beispiel AG',
      'Rechnung   R-1',
      'Menge   Ansatz   Betrag CHF',
      'Arbeit',
      'Zylinderkopf aus- und eingebaut   7 Std.   135.00   945.00',
      'Probefahrt und Nachkontrolle   0.5 Std.   135.00   67.50',
      'Total Arbeit   1012.50',
      'Material',
      'Zylinderkopfdichtung   1   84.50   84.50',
      'Kühlflüssigkeit 5 l   1   32.50   32.50',
      'Total Material   117.00',
      'Fremdarbeiten',
      'Zylinderkopf überholt, Ventilsitze bearbeitet   1   1390.00   1390.00',
      'Total Fremdarbeiten   1390.00',
      'Total exkl. MWST   2519.50',
    ];
    const items = listsBySubtotals({ lines: text });
    expect(items?.work.map((i) => i.text)).toEqual([
      'Zylinderkopf aus- und eingebaut',
      'Probefahrt und Nachkontrolle',
      'Zylinderkopf überholt, Ventilsitze bearbeitet',
    ]);
    expect(items?.besides?.map((i) => i.text)).toEqual(['Zylinderkopf überholt, Ventilsitze bearbeitet']);
    const read = analyzeText({ text: text.join('\n'), fileName: 'x.pdf', documentType: 'service', today: '2026-01-01' });
    expect(read.workPerformed).toHaveLength(3);
    expect(read.laborCost).toBe(1012.5);
  });

  it('keeps a job whose amount is charged apart in the totals ("MOT test", then "MOT   £54.85")', () => {
    const text = [
      'TRURO AUTO CENTRE   VAT INVOICE',
      'No   Description   Qty   Unit   Price   VAT   Net',
      '1   Replace rear shock absorbers   5.50   hr   42.00   Standard   231.00',
      '2   Full service   4   hr   42.00   Standard   168.00',
      '3   Shock absorber   2   ea   43.51   Standard   87.02',
      '4   MOT test   1   54.85   Outside   54.85',
      '',
      'Labour   £399.00',
      'Parts   £87.02',
      'MOT   £54.85',
      'VAT @ 15%   £72.90',
      'Total   £613.77',
    ].join('\n');
    expect(analyzeText({ text, fileName: 'x.pdf', documentType: 'service', today: '2026-01-01' }).workPerformed).toEqual([
      'Replace rear shock absorbers',
      'Full service',
      'MOT test',
    ]);
  });

  it('leaves the jobs to the other readers when the labour list is charges for time', () => {
    const lines = [
      'Kupplung erneuert',
      'Meister, 2,0 Std.   à 90,00   180,00',
      'Geselle, 1,0 Std.   à 70,00   70,00',
      'Summe Lohn   250,00',
      'Kupplungsscheibe   120,00',
      'Summe Teile   120,00',
    ];
    const items = listsBySubtotals({ lines });
    expect(items?.work).toEqual([]);
    expect(items?.parts.map((i) => i.text)).toEqual(['Kupplungsscheibe']);
  });

  it('finds nothing where a labour label stands over a charge line that sums nothing', () => {
    expect(
      listsBySubtotals({ lines: ['Ölwechsel', 'Bremsen prüfen', 'Arbeitszeit 1,5 Std. à 60,00   90,00', 'Ölfilter   12,00', 'Summe   102,00'] }),
    ).toBeNull();
  });

  it('finds the run of last amounts that adds up to a sum', () => {
    expect(closingRun([5, 60, 90], 150, 1)).toBe(2);
    expect(closingRun([5, 60, 90], 90, 2)).toBe(0);
    expect(closingRun([5, 60, 90], 90, 1)).toBe(1);
  });
});

describe('the issuer in the letterhead', () => {
  it('prefers the name printed again in the sender line over a larger logo word', () => {
    const words = [
      run('KFZ', 50, 40, 20),
      run('Kfz-Technik Roth', 200, 40, 16),
      run('Kfz-Technik Roth, Lindenweg 4, 83022 Rosenheim', 50, 80, 6),
      run('Rechnung 4411 vom 03.09.12', 50, 110, 11),
      ...['Lohn', 'Teile', 'Netto', 'MwSt.', 'Summe'].map((t, i) => run(t, 50, 140 + i * 14)),
    ];
    expect(letterheadName(pageOf(words))).toBe('Kfz-Technik Roth');
  });

  it('reads a name left of the first date in its row, and a name that names a street', () => {
    const words = [run('Elm Street Auto Care', 50, 40, 17), run('Invoice date 2021-07-22', 450, 40), run('Ann Lee', 50, 80), run('Labor   297.00', 50, 110)];
    expect(letterheadName(pageOf(words))).toBe('Elm Street Auto Care');
  });

  it("passes over a corrected bill's or a credit note's title set larger than the name", () => {
    for (const title of ['RECHNUNGSKORREKTUR', 'Gutschrift', 'CREDIT NOTE']) {
      const words = [
        run('Polsterei Wendt', 50, 40, 13),
        run(title, 50, 80, 18),
        ...['Sitzbezug genäht', 'Leder', 'Netto', 'MwSt.', 'Summe'].map((t, i) => run(t, 50, 120 + i * 14)),
      ];
      expect(letterheadName(pageOf(words))).toBe('Polsterei Wendt');
    }
  });

  it('keeps the letterhead name when the imprint only adds its legal form', () => {
    const lines = ['Car-Fix Werkstattkette GmbH · Sitz Bielefeld'];
    expect(fullNameOf('Car-Fix Werkstattkette', lines, /\b(gmbh|ltd)\b/i)).toBeNull();
    expect(fullNameOf('KESTREL', ['Kestrel Motor Bodies (Leeds) Ltd · Leeds'], /\b(gmbh|ltd)\b/i)).toBe('Kestrel Motor Bodies (Leeds) Ltd');
  });

  it('reads "Firma" alone on its line as the addressee’s salutation, not a label of the shop', () => {
    const text = [
      'Köln, den 28.04.2007',
      'Firma',
      'Jörg Brand',
      'Im Feld 2',
      '50667 Köln',
      '',
      'Rechnung Nr. 3',
      'Zündkerzen ersetzen   110,00',
      'Endsumme EUR   130,90',
      '',
      'Autoreparatur Sonne · Robert-Bosch-Str. 9 · 50667 Köln · Tel. 0221 4711',
    ].join('\n');
    expect(analyzeText({ text, fileName: 'x.pdf', documentType: 'service', today: '2026-01-01' }).shopName).toBe('Autoreparatur Sonne');
  });
});

describe('a type column names labour on every row', () => {
  it('takes the labour sum under the table, not the first labour row', () => {
    const text = [
      'Type   Description   Qty   Price   Total',
      'Labor   Replace water pump   2.00   90.00   180.00',
      'Labor   Flush cooling system   1.00   90.00   90.00',
      'Part   Water pump   1   120.00   120.00',
      'Labor   270.00',
      'Parts   120.00',
      'Shop supplies   5.00',
      'Tax   9.60',
      'Amount due   404.60',
    ].join('\n');
    expect(analyzeText({ text, fileName: 'x.pdf', documentType: 'service', today: '2026-01-01' }).laborCost).toBe(270);
  });
});

describe('a receipt paid with no total line', () => {
  it('takes what was paid when no change was given', () => {
    const text = [
      'Kettle Tyres',
      'RECEIPT',
      'No. 42   Date 9 December 2022',
      '2 x Tyre 185/70 R14 @ £60.00   £120.00',
      'Fitting and balancing   £20.00',
      'Paid   £140.00',
    ].join('\n');
    expect(analyzeText({ text, fileName: 'x.pdf', documentType: 'receipt', today: '2026-01-01' }).totalCost).toBe(140);
  });
});

describe('a tax point is the document’s date', () => {
  it('gives a tax point the role of the invoice date, not of the work', () => {
    expect(roleOf('Tax Point')).toBe('document');
    expect(roleOf('Date of Work')).toBe('work');
  });
});

describe('a typewritten bill', () => {
  it('reads a total whose caption stands under its figure, the band’s columns offset, the currency after the caption', () => {
    const words = [
      run('WERKSTATT HOLM', 50, 40, 18),
      run('Rechnung 12', 50, 80),
      run('Datum 17.02.85', 50, 94),
      run('Zündung eingestellt', 50, 130),
      run('120,00', 450, 130),
      run('200,00', 234, 180),
      run('28,00', 329, 180),
      run('228,00', 519, 180),
      run('Lohn netto', 179, 195, 6),
      run('MwSt 14%', 274, 195, 6),
      run('Endsumme DM', 464, 195, 6),
    ];
    expect(analyze(words).totalCost).toBe(228);
  });

  it('reads two lists side by side when the first list’s amount column is titled by its kind', () => {
    const lines = [
      'DESCRIPTION OF WORK   LABOR   QTY   PARTS   AMOUNT',
      'Replace water pump   28.00   1   Fan belt   6.50',
      'Adjust brakes   12.00   2   Oil filter   4.10',
      '',
      'TOTAL   50.60',
    ];
    const items = extractLineItems(lines);
    expect(items.work.map((i) => i.text)).toEqual(['Replace water pump', 'Adjust brakes']);
    expect(items.parts.map((i) => i.text)).toEqual(['Fan belt', 'Oil filter']);
  });

  it('drops a line’s designation before its description, and a count with a part number run into it', () => {
    expect(itemOf('LINE A   LUBE, OIL AND FILTER CHANGE   TECH 376 1.25 HRS   51.25')?.text).toBe('LUBE, OIL AND FILTER CHANGE');
    expect(cleanItemText('4 904-67641 SPARK PLUG')).toBe('SPARK PLUG');
    // The count taken as the row's position, the part number still leads the name.
    expect(itemOf('2 KL40871-B WHEEL BEARING   88.10')?.text).toBe('WHEEL BEARING');
    expect(itemOf('3 KLG4871-B WHEEL BEARING   88.10')?.text).toBe('WHEEL BEARING');
    // A name with figures of its own stays whole.
    expect(cleanItemText('10W-40 Motoröl')).toBe('10W-40 Motoröl');
    // The time charged before the job is the labour's measure.
    expect(cleanItemText('4,5 Std. Keilriemen ern.')).toBe('Keilriemen ern.');
    expect(cleanItemText('1.5 hrs Adjust brakes')).toBe('Adjust brakes');
  });

  it('keeps a size in a name: a tyre’s width is no position, a dimension’s “x” no count', () => {
    expect(itemOf('TYR651   155 SR 13 Pirelli P3   2   25.40   50.80')?.text).toBe('155 SR 13 Pirelli P3');
    expect(cleanItemText('165 R 15 Michelin ZX')).toBe('165 R 15 Michelin ZX');
    expect(itemOf('Keilriemen 10 x 950   1 St.   17,50   17,50')?.text).toBe('Keilriemen 10 x 950');
    // A count after the name stays a count, a position number a position.
    expect(cleanItemText('Brake hose front x2')).toBe('Brake hose front');
    expect(cleanItemText('3 R&I rear bumper')).toBe('R&I rear bumper');
  });

  it('reads OCR’s capital I after a quantity in brackets as the litre it is', () => {
    expect(cleanItemText('Motoröl 10W-40 (5 I)')).toBe('Motoröl 10W-40 (5 l)');
    expect(cleanItemText('Kühlmittel G12 (1,5 I)')).toBe('Kühlmittel G12 (1,5 l)');
    expect(cleanItemText('Zündkabelsatz (Typ I)')).toBe('Zündkabelsatz (Typ I)');
  });
});

describe('tables read by their columns’ structure', () => {
  it('reads a parts table whose first heading holds the quantity and a number sign', () => {
    const lines = [
      'Qty Part #   Parts   Unit   Ext.',
      '2 71775241D   Rocker cover gasket   $83.89   $167.78',
      '1 21451735F   Wheel bearing kit   $91.28   $91.28',
      '',
      'TOTAL   $259.06',
    ];
    expect(extractLineItems(lines).parts.map((i) => i.text)).toEqual(['Rocker cover gasket', 'Wheel bearing kit']);
  });

  it('takes a row without an article number, in a table that numbers its articles, for a job', () => {
    const lines = [
      'Art.-Nr.   Bezeichnung   Anz.   Preis   Summe',
      '91 415 386 A   Kühlmittel G12   1   18,20   18,20',
      '87 504 135   Kraftstofffilter   1   15,60   15,60',
      'Auspuffanlage hinten ersetzen   1   96,00   96,00',
      'Zu zahlen   129,80 EUR',
    ];
    const items = extractLineItems(lines);
    expect(items.work.map((i) => i.text)).toEqual(['Auspuffanlage hinten ersetzen']);
    expect(items.parts.map((i) => i.text)).toEqual(['Kühlmittel G12', 'Kraftstofffilter']);
  });
});

describe('labour and parts sums as a bill prints them (decision 045)', () => {
  it('a label alone on its line over priced jobs is a heading, not a label over its value', () => {
    const lines = ['LABOUR', 'Adjust headlamp aim   40.00', 'Labour   100.00', 'Parts', '20.00'];
    expect(isListHeading(lines, { value: '', lineIndex: 0 })).toBe(true);
    expect(isListHeading(lines, { value: '100.00', lineIndex: 2 })).toBe(false);
    expect(isListHeading(lines, { value: '', lineIndex: 3 })).toBe(false);
  });

  it('"Arbeit netto" and "Teile netto" name the sums; a value ends where the next column’s label begins', () => {
    const doc = prepareText(['Lohn netto   200,00   Netto   300,00', 'Teile netto   100,00   + USt 20 %   60,00', 'Gesamt   € 360,00'].join('\n'), true);
    expect([labelledAmount(doc, 'laborCost'), labelledAmount(doc, 'partsCost')]).toEqual([200, 100]);
  });

  it('"Arbeitsleistung netto" names the labour’s sum as "Lohn netto" does', () => {
    const doc = prepareText(['Arbeitsleistung netto   297,00', 'Teile/Material netto   138,30', 'Summe netto   435,30'].join('\n'), true);
    expect([labelledAmount(doc, 'laborCost'), labelledAmount(doc, 'partsCost')]).toEqual([297, 138.3]);
  });

  it('a band of captions with "TOTAL" over a row of figures gives the total', () => {
    const rows = [
      ['TYRE CENTRE LTD'],
      ['QTY', 'DESCRIPTION', 'EACH', 'AMOUNT'],
      ['2', 'Tyre 175/70 R13', '40.00', '80.00'],
      ['1', 'Fit exhaust', '25.00', '25.00'],
      [''],
      ['PARTS', 'LABOUR', 'NETT', 'VAT 20%', 'TOTAL £'],
      ['80.00', '25.00', '105.00', '21.00', '126.00'],
    ];
    const r = analyzeText({ fileName: 'p.pdf', text: rows.map((c) => c.join('   ')).join('\n'), words: gridPage(...rows), today: '2026-01-01' });
    expect(r.totalCost).toBe(126);
  });

  it("a tyre's load index and speed rating are part of its name, not hours of labour", () => {
    expect(itemOf('2   Tyre 185/70 R14 88H   42.00   84.00')).toMatchObject({ text: 'Tyre 185/70 R14 88H', kind: null });
    expect(itemOf('Sommerreifen 195/65 R15 91H   2 St.   180,00')?.text).toBe('Sommerreifen 195/65 R15 91H');
    expect(itemOf('Adjust tracking 1.5 h   60.00')?.text).toBe('Adjust tracking');
  });

  it('Swiss wording: "Total Arbeit", "Total Material", "Rechnungstotal" before a balance brought forward', () => {
    const doc = prepareText(
      ["Total Arbeit   2'139.00", 'Total Material   787.40', "Rechnungstotal   CHF 3'160.50", 'Saldo Vortrag   725.35', "Zu überweisen   3'885.85"].join('\n'),
      true,
    );
    expect([labelledAmount(doc, 'laborCost'), labelledAmount(doc, 'partsCost'), labelledAmount(doc, 'totalCost')]).toEqual([2139, 787.4, 3160.5]);
  });

  it('reads a price whose label says it is the gross, never the one that says it is the net', () => {
    const doc = prepareText(['Wagenpreis netto   8.403,36', 'zzgl. 19 % USt.   1.596,64', 'Kaufpreis brutto EUR   10.000,00'].join('\n'), true);
    expect(labelledAmount(doc, 'purchasePrice')).toBe(10000);
    const en = prepareText(['Vehicle price excl. VAT   £8,000.00', 'VAT   £1,600.00', 'Sale price incl. VAT   £9,600.00'].join('\n'), true);
    expect(labelledAmount(en, 'purchasePrice')).toBe(9600);
  });
});

describe('a job charged apart from the labour subtotal', () => {
  it('stays in the work done while the labelled subtotals stand', () => {
    const text = [
      'Fletcher Motor Company',
      'Invoice date   28/01/1997',
      'Type   Description   Qty/Hrs   Rate   Net £',
      'Labour   Renew front brake pads   1.2   35.00   42.00',
      'Labour   Renew track rod end   0.8   35.00   28.00',
      'Parts   Brake pad set, front   1   24.60   24.60',
      'Sublet   Overhaul wiper motor   1   68.00   68.00',
      '',
      'Labour   70.00',
      'Parts   24.60',
      'Sublet   68.00',
      'VAT @ 17.5%   16.56',
      'Total due £   179.16',
    ].join('\n');
    const r = analyzeText({ fileName: 'x.pdf', documentType: 'service', text });
    expect(r).toMatchObject({ laborCost: 70, partsCost: 24.6 });
    expect(r.workPerformed).toContain('Overhaul wiper motor');
  });
});
