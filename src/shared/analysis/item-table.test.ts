import { describe, expect, it } from 'vitest';
import { readItemTable } from './item-table';
import { placedPage, type Placed } from './grid-page.test-helper';
import { buildRows, rowsToLines } from './layout';

type Spec = Placed;
const page = (...rows: (Placed[] | null)[]) => rowsToLines(buildRows(placedPage(...rows))).rowOf;

describe('an item table read by its columns', () => {
  it('tells labour from parts by the time column and ends where the rows are added up (en)', () => {
    const rows = page(
      [['Unit 4 Canal Wharf, Leeds', 50]],
      null,
      [
        ['Ref', 50],
        ['What we did', 90],
        ['Time', 380, 'right'],
        ['Charge', 540, 'right'],
      ],
      [
        ['01', 50],
        ['Strip and clean both carburettors', 90],
        ['2.5', 380, 'right'],
        ['150.00', 540, 'right'],
      ],
      [
        ['02', 50],
        ['Reset points gap', 90],
        ['0.5', 380, 'right'],
        ['30.00', 540, 'right'],
      ],
      [
        ['03', 50],
        ['Float chamber gasket', 90],
        ['12.40', 540, 'right'],
      ],
      [
        ['04', 50],
        ['Condenser', 90],
        ['9.60', 540, 'right'],
      ],
      [
        ['Sum of the above', 90],
        ['202.00', 540, 'right'],
      ],
      [
        ['Tax at 20 %', 300],
        ['40.40', 540, 'right'],
      ],
    );
    const table = readItemTable(rows, [150, 30, 12.4, 9.6, 202, 40.4, 242.4]);
    expect(table).toMatchObject({
      work: [
        { text: 'Strip and clean both carburettors', amount: 150 },
        { text: 'Reset points gap', amount: 30 },
      ],
      parts: [
        { text: 'Float chamber gasket', amount: 12.4 },
        { text: 'Condenser', amount: 9.6 },
      ],
      labourSum: 180,
      partsSum: 22,
      isSure: true,
    });
  });

  it('reads a section of work units and a section of pieces, each under its own heading row (de)', () => {
    const rows = page(
      [['Arbeitswerte', 50]],
      [
        ['Tätigkeit', 50],
        ['AW', 380, 'right'],
        ['Satz je AW', 450, 'right'],
        ['EUR', 540, 'right'],
      ],
      [
        ['Kupplung aus- und eingebaut', 50],
        ['30', 380, 'right'],
        ['8,50', 450, 'right'],
        ['255,00', 540, 'right'],
      ],
      [
        ['Zündung eingestellt', 50],
        ['6', 380, 'right'],
        ['8,50', 450, 'right'],
        ['51,00', 540, 'right'],
      ],
      [['Teile', 50]],
      [
        ['Bezeichnung', 50],
        ['Stk', 380, 'right'],
        ['EUR', 540, 'right'],
      ],
      [
        ['Kupplungsscheibe', 50],
        ['1', 380, 'right'],
        ['118,20', 540, 'right'],
      ],
      [
        ['Ausrücklager', 50],
        ['1', 380, 'right'],
        ['64,90', 540, 'right'],
      ],
      null,
      [
        ['Netto', 300],
        ['489,10', 540, 'right'],
      ],
    );
    const table = readItemTable(rows, [255, 51, 118.2, 64.9, 489.1]);
    expect(table?.work.map((i) => i.text)).toEqual(['Kupplung aus- und eingebaut', 'Zündung eingestellt']);
    expect(table?.parts.map((i) => i.text)).toEqual(['Kupplungsscheibe', 'Ausrücklager']);
    expect([table?.labourSum, table?.partsSum, table?.isSure]).toEqual([306, 183.1, true]);
  });

  it('takes jobs listed without a price as the work a time-and-rate charge pays for, the charge no job of its own', () => {
    const rows = page(
      [['Vergaser synchronisiert', 60]],
      [['Leerlauf eingestellt', 60]],
      [
        ['Lohn 1,5 Std. à 70,00', 60],
        ['105,00', 540, 'right'],
      ],
      [
        ['Luftfiltereinsatz', 60],
        ['19,90', 540, 'right'],
      ],
      null,
      [
        ['Summe', 380],
        ['124,90', 540, 'right'],
      ],
    );
    const table = readItemTable(rows, [70, 105, 19.9, 124.9]);
    expect(table?.work).toEqual([
      { text: 'Vergaser synchronisiert', amount: null },
      { text: 'Leerlauf eingestellt', amount: null },
    ]);
    expect(table?.parts).toEqual([{ text: 'Luftfiltereinsatz', amount: 19.9 }]);
    expect(table?.labourSum).toBe(105);
  });

  it('takes a row’s kind from the heading of the column its amount stands in', () => {
    const rows = page(
      [
        ['Job / item', 50],
        ['Hrs', 380, 'right'],
        ['Parts', 460, 'right'],
        ['Labour', 540, 'right'],
      ],
      [
        ['Re-core radiator', 50],
        ['3.0', 380, 'right'],
        ['165.00', 540, 'right'],
      ],
      [
        ['Radiator cap', 50],
        ['14.75', 460, 'right'],
      ],
      [
        ['Hose clips (4)', 50],
        ['6.20', 460, 'right'],
      ],
    );
    const table = readItemTable(rows, [165, 14.75, 6.2, 185.95]);
    expect(table?.work.map((i) => i.text)).toEqual(['Re-core radiator']);
    expect(table?.parts.map((i) => i.text)).toEqual(['Radiator cap', 'Hose clips (4)']);
    expect(table?.isSure).toBe(true);
  });

  it('is unsure when nothing but the descriptions tells the rows apart, and finds no table in a letter', () => {
    const rows = page(
      [
        ['Brake fluid flush', 50],
        ['45.00', 540, 'right'],
      ],
      [
        ['Wiper blades', 50],
        ['18.00', 540, 'right'],
      ],
    );
    expect(readItemTable(rows, [45, 18, 63])?.isSure).toBe(false);
    expect(readItemTable(page([['Dear Mr Hale,', 50]], [['your car is ready for collection.', 50]]))).toBeNull();
  });
  it("is sure of rows in abbreviations when the page prints both lists' sums apart from the rows (de)", () => {
    const job = (text: string, time: string, amount: string): Placed[] => [
      [text, 55],
      [time, 380],
      [amount, 545, 'right'],
    ];
    const part = (text: string, amount: string): Placed[] => [
      [text, 55],
      ['1', 380],
      [amount, 470, 'right'],
      [amount, 545, 'right'],
    ];
    // The bill under its first row: the list's heading, or a reading under its label in the table's columns.
    const bill = (first: Placed[]) =>
      page(
        first,
        job('Verg. reinig. u. einst.', '9 AW', '104,85'),
        job('Scheinw. einst.', '2 AW', '23,30'),
        job('Keilr. erneu.', '5 AW', '58,25'),
        [['16 AW à 11,65', 300]],
        [
          ['Mat./ET', 50],
          ['Teile-Nr.', 260],
          ['Mge.', 380],
        ],
        part('Endtopf', '241,05'),
        part('Glühl. H4', '13,86'),
        part('Kondens.', '19,54'),
      );
    const rows = bill([
      ['Ausgeführt Arb.', 50],
      ['AW', 380],
      ['DM', 545, 'right'],
    ]);
    const rowsOnly = [104.85, 23.3, 58.25, 241.05, 241.05, 13.86, 13.86, 19.54, 19.54];
    const table = readItemTable(rows, [...rowsOnly, 186.4, 274.45, 460.85]);
    expect(table?.parts.map((i) => i.text)).toEqual(['Endtopf', 'Glühl. H4', 'Kondens.']);
    expect([table?.labourSum, table?.partsSum, table?.isSure]).toEqual([186.4, 274.45, true]);
    // Only the net printed: the words alone told the parts, unsure.
    expect(readItemTable(rows, [...rowsOnly, 460.85])?.isSure).toBe(false);
    // A row without an amount (the reading "Km-Stand run   92,808"): the sums back no such table.
    const withReading = bill([
      ['Km-Stand run', 55],
      ['92,808', 545, 'right'],
    ]);
    const read = readItemTable(withReading, [...rowsOnly, 186.4, 274.45, 460.85]);
    expect([read?.parts.some((i) => i.amount === null), read?.isSure]).toEqual([true, false]);
  });

  it('takes no tax charged at its rate, nor the sums above it, for rows of a table (de)', () => {
    const job = (text: string, time: string, amount: string): Placed[] => [
      [text, 55],
      [time, 380],
      [amount, 545, 'right'],
    ];
    const part = (text: string, each: string, amount: string): Placed[] => [
      [text, 55],
      [each, 470, 'right'],
      [amount, 545, 'right'],
    ];
    const sumRow = (label: string, amount: string): Placed[] => [
      [label, 360],
      [amount, 545, 'right'],
    ];
    const rows = page(
      job('Inspekt. lt. Plan', '1,7 Std.', '757,35'),
      job('Keilr. erneu.', '0,3 Std.', '133,65'),
      part('1 St. Ölfilt.', '127,79', '127,79'),
      part('2 St. Stoßd. v.', '777,70', '1.555,40'),
      sumRow('Arbeitslohn', '891,00'),
      sumRow('ET', '1.683,19'),
      sumRow('Zw.-Summe', '2.574,19'),
      sumRow('+ USt. 20%', '514,84'),
      sumRow('Endsumme öS', '3.089,03'),
    );
    const table = readItemTable(rows, [757.35, 133.65, 127.79, 127.79, 777.7, 1555.4, 891, 1683.19, 2574.19, 514.84, 3089.03]);
    expect([table?.labourSum, table?.partsSum]).toEqual([891, 1683.19]);
  });

  it("ends at a row whose figures are each its column's sum, whatever word begins it (de)", () => {
    const rows = page(
      [
        ['Leistung', 50],
        ['Lohn DM', 400, 'right'],
        ['Material DM', 520, 'right'],
      ],
      [
        ['Zylinderkopf planen', 50],
        ['120,00', 400, 'right'],
      ],
      [
        ['Ventile einschleifen', 50],
        ['80,00', 400, 'right'],
      ],
      [
        ['Kopfdichtungssatz', 50],
        ['64,50', 520, 'right'],
      ],
      [
        ['Ventilschaftdichtungen', 50],
        ['22,10', 520, 'right'],
      ],
      [
        ['Übertrag', 50],
        ['200,00', 400, 'right'],
        ['86,60', 520, 'right'],
      ],
    );
    const table = readItemTable(rows, [200, 86.6]);
    expect(table?.work.map((i) => i.text)).toEqual(['Zylinderkopf planen', 'Ventile einschleifen']);
    expect(table?.parts.map((i) => i.text)).toEqual(['Kopfdichtungssatz', 'Ventilschaftdichtungen']);
    expect([table?.labourSum, table?.partsSum]).toEqual([200, 86.6]);
  });
  it('leaves a credit out of labour and parts (en)', () => {
    const rows = page(
      [
        ['Description', 50],
        ['Parts', 420, 'right'],
        ['Labor', 540, 'right'],
      ],
      [
        ['Rebuild carburetor', 50],
        ['240.00', 540, 'right'],
      ],
      [
        ['Carburetor kit', 50],
        ['58.40', 420, 'right'],
      ],
      [
        ['Courtesy discount', 50],
        ['-25.00', 540, 'right'],
      ],
    );
    const table = readItemTable(rows, [240, 58.4, -25, 273.4]);
    expect(table?.work.map((i) => i.text)).toEqual(['Rebuild carburetor']);
    expect([table?.labourSum, table?.partsSum, table?.isSure]).toEqual([240, 58.4, true]);
  });

  it('keeps a numbered row whose figures happen to add up the rows above (de)', () => {
    const row = (no: string, text: string, aw: string, amount: string): Spec[] => [
      [no, 40],
      [text, 150],
      [aw, 380, 'right'],
      [amount, 552, 'right'],
    ];
    const rows = page(
      [
        ['AW-Nr./Teile-Nr.', 40],
        ['Bezeichnung', 150],
        ['AW/Menge', 380, 'right'],
        ['Betrag DM', 552, 'right'],
      ],
      row('64 11 520', 'Mikrofilter ersetzt', '4', '45,60'),
      row('11 31 500', 'Zahnriemen ersetzt', '22', '250,80'),
      // 4 + 22 AW and 45,60 + 250,80: a job all the same, its operation's number in the column of numbers.
      row('31 33 000', 'Stoßdämpfer vorn ersetzt', '26', '296,40'),
    );
    const table = readItemTable(rows, [45.6, 250.8, 296.4, 592.8]);
    expect(table?.work.map((i) => i.text)).toEqual(['Mikrofilter ersetzt', 'Zahnriemen ersetzt', 'Stoßdämpfer vorn ersetzt']);
    expect(table?.labourSum).toBe(592.8);
  });
  it('counts a measure of material ("2,5 l") as a part’s quantity, no time (de)', () => {
    const row = (text: string, qty: string, each: string, amount: string): Spec[] => [
      [text, 150],
      [qty, 380, 'right'],
      [each, 460, 'right'],
      [amount, 552, 'right'],
    ];
    const rows = page(
      [['Ersatzteile und Material', 40]],
      [
        ['Bezeichnung', 150],
        ['Menge', 380, 'right'],
        ['Einzelpr.', 460, 'right'],
        ['DM', 552, 'right'],
      ],
      row('Ölfilter', '1 St', '6,40', '6,40'),
      row('Motoröl 20 W 50', '2,5 l', '4,30', '10,75'),
    );
    const table = readItemTable(rows, [6.4, 10.75, 17.15]);
    expect(table?.parts.map((i) => i.text)).toEqual(['Ölfilter', 'Motoröl 20 W 50']);
    expect(table?.isSure).toBe(true);
  });
});

describe('an item table whose amounts print their currency’s code or sign', () => {
  it('reads a charge of time priced in marks and parts priced in francs as figures of their columns (German marks, Swiss francs)', () => {
    const marks = page(
      [['An Arbeitslohn:', 50]],
      [['Vergaser zerlegt und gereinigt', 64]],
      [['Zündung eingestellt', 64]],
      [
        ['6,0 Std. à 9,50 DM', 64],
        ['57,00 DM', 545, 'right'],
      ],
      [['An Material:', 50]],
      [
        ['Zündkerzen', 64],
        ['12,40', 470, 'right'],
      ],
      [
        ['Unterbrecherkontakt', 64],
        ['8,60', 470, 'right'],
      ],
      [
        ['Material zusammen', 64],
        ['21,00 DM', 545, 'right'],
      ],
      [
        ['Rechnungsbetrag', 64],
        ['78,00 DM', 545, 'right'],
      ],
    );
    expect(readItemTable(marks, [57, 12.4, 8.6, 21, 78])).toMatchObject({ labourSum: 57, partsSum: 21 });
    const francs = page(
      [
        ['Service 60 000 km', 64],
        ['Fr. 420.00', 545, 'right'],
      ],
      [
        ['Ölfilter', 64],
        ['Fr. 18.50', 545, 'right'],
      ],
      [
        ['Luftfilter', 64],
        ['Fr. 31.50', 545, 'right'],
      ],
      [
        ['Total', 64],
        ['Fr. 470.00', 545, 'right'],
      ],
    );
    expect(readItemTable(francs, [420, 18.5, 31.5, 470])?.parts.map((i) => i.text)).toEqual(['Ölfilter', 'Luftfilter']);
  });
});
