import { describe, expect, it } from 'vitest';
import { buildRows, type Row, type Word } from './layout';
import {
  currencySigns,
  currencySignsInText,
  datePoints,
  digitsByColumn,
  gradeDigits,
  litreSigns,
  separatorsByArithmetic,
  separatorsByColumn,
  skewOf,
  straightenWords,
  unitQuantities,
  unitStrokes,
  unitsApart,
  withoutDoubledCapital,
  withoutDoubledCapitals,
  withoutRulingGlyphs,
} from './ocr-words';

/** OCR words of one line at a tilt: each [x, text] on a baseline that falls `slope` per pixel to the right. */
function tilted(line: string, y: number, slope: number, ...runs: [number, string][]): Word[] {
  return runs.map(([x, text]) => {
    const w = text.length * 9;
    const top = y + slope * (x + w / 2) - 15;
    return { text, x0: x, x1: x + w, y0: top, y1: top + 15, line, confidence: 95 };
  });
}

describe('skewOf', () => {
  it("reads the page's tilt from Tesseract's long lines, not from short ones", () => {
    const words = [
      ...tilted('1', 100, 0.02, [100, 'Time'], [180, '2.1'], [300, 'Renew brake hoses'], [990, '88.00'], [1140, '184.80']),
      ...tilted('2', 130, 0.02, [100, 'Part'], [180, '4'], [300, 'HT lead set'], [990, '37.56'], [1140, '150.24']),
      // A short line whose boxes happen to slope the other way does not outvote them.
      ...tilted('3', 200, -0.08, [100, 'a'], [120, 'b'], [140, 'c']),
    ];
    expect(skewOf(words)).toBeCloseTo(0.02, 3);
  });

  it('is 0 for a PDF (no OCR lines) and for a page without long lines', () => {
    expect(skewOf([{ text: 'Total', x0: 0, x1: 50, y0: 0, y1: 10 }])).toBe(0);
    expect(skewOf(tilted('1', 100, 0.05, [100, 'Total'], [160, '9.10']))).toBe(0);
  });
});

describe('straightenWords', () => {
  it("keeps a skewed table row's cells in one row (a row's amounts drifted half a line down)", () => {
    const words = [
      ...tilted('1', 100, 0.021, [133, 'Time'], [235, '2.1'], [306, 'Renew brake hoses all round'], [988, '88.00'], [1139, '184.80']),
      ...tilted('2', 128, 0.021, [133, 'Part'], [250, '4'], [305, 'HT lead set'], [987, '37.56'], [1138, '150.24']),
    ];
    // Tesseract's own line 1 is cut where its words' middles step (a caption beside a value): without straightening, two rows.
    expect(buildRows(words.map((w) => ({ ...w, line: w.text }))).length).toBeGreaterThan(2);
    const rows = buildRows(words);
    expect(rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Time', '2.1', 'Renew brake hoses all round', '88.00', '184.80'],
      ['Part', '4', 'HT lead set', '37.56', '150.24'],
    ]);
  });

  it('turns the boxes back about the origin: a column of a skewed page keeps one left edge', () => {
    const s = 0.03;
    // The page turned by s: a column at x = 500 drifts left by s per pixel down.
    const words: Word[] = [0, 1, 2].map((i) => ({
      text: `${i}.00`,
      x0: 500 - s * (100 + 300 * i),
      x1: 540 - s * (100 + 300 * i),
      y0: 100 + 300 * i + s * 520,
      y1: 110 + 300 * i + s * 520,
      line: `${i}`,
      confidence: 90,
    }));
    const line = tilted('9', 50, s, [0, 'one'], [200, 'two'], [400, 'three'], [600, 'four'], [800, 'five']);
    const straight = straightenWords([...words, ...line]).slice(0, 3);
    const lefts = straight.map((w) => w.x0);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeLessThan(1);
  });

  it('leaves a PDF and a straight page untouched', () => {
    const pdf: Word[] = [{ text: 'Total', x0: 0, x1: 50, y0: 0, y1: 10 }];
    expect(straightenWords(pdf)).toBe(pdf);
    const straight = tilted('1', 100, 0, [100, 'Labour'], [300, 'total'], [900, '847.00']);
    expect(straightenWords(straight)).toBe(straight);
  });
});

describe('digitsByColumn', () => {
  const table = (qty: string) =>
    buildRows([
      ...tilted('1', 100, 0, [133, 'Zeit'], [250, '1,3'], [305, 'Doppelvergaser synchronisiert'], [990, '161,20']),
      ...tilted('2', 130, 0, [133, 'Teil'], [250, '3'], [305, 'Bremsschlauch'], [990, '70,20']),
      ...tilted('3', 160, 0, [133, 'Teil'], [252, qty], [305, 'Buchsensatz Vorderachse'], [990, '64,56']),
    ]);

  it('reads a letter alone in a column of numbers as the digit OCR mistook it for', () => {
    for (const [read, digit] of [
      ['I', '1'],
      ['i', '1'],
      ['l', '1'],
      ['O', '0'],
    ]) {
      const row = table(read)[2];
      expect(row.cells.map((c) => c.text)).toEqual(['Teil', digit, 'Buchsensatz Vorderachse', '64,56']);
      expect(row.text).toBe(`Teil   ${digit}   Buchsensatz Vorderachse   64,56`);
    }
  });

  it('leaves a letter in a column of words, and a PDF, as they are', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [133, 'Part'], [250, 'A'], [305, 'Brake hose']),
      ...tilted('2', 130, 0, [133, 'Part'], [250, 'B'], [305, 'HT lead set']),
      ...tilted('3', 160, 0, [133, 'Part'], [250, 'I'], [305, 'Gasket']),
    ]);
    expect(digitsByColumn(rows)[2].cells[1].text).toBe('I');
    const fromPdf = buildRows(
      [
        ...tilted('1', 100, 0, [133, 'Zeit'], [250, '1,3'], [990, '161,20']),
        ...tilted('2', 130, 0, [133, 'Teil'], [250, '3'], [990, '70,20']),
        ...tilted('3', 160, 0, [133, 'Teil'], [252, 'I'], [990, '64,56']),
      ].map(({ line: _line, confidence: _c, ...w }) => w),
    );
    expect(fromPdf[2].cells[1].text).toBe('I');
  });
});

describe('unitQuantities', () => {
  const table = (qty: string, price: string, amount: string) =>
    buildRows([
      ...tilted('1', 100, 0, [133, 'Zeit'], [250, '1,3'], [305, 'Doppelvergaser synchronisiert'], [900, '124,00'], [1000, '161,20']),
      ...tilted('2', 130, 0, [133, 'Teil'], [250, '3'], [305, 'Bremsschlauch'], [900, '23,40'], [1000, '70,20']),
      ...tilted('3', 160, 0, [133, 'Teil'], [250, qty], [305, 'Buchsensatz Vorderachse'], [900, price], [1000, amount]),
    ]);

  it('gives a row whose amount is its unit price a quantity of 1, whatever OCR read there', () => {
    for (const read of ['>', '4.', '4']) {
      const row = table(read, '64,56', '64,56')[2];
      expect(row.cells.map((c) => c.text)).toEqual(['Teil', '1', 'Buchsensatz Vorderachse', '64,56', '64,56']);
      expect(row.text).toBe('Teil   1   Buchsensatz Vorderachse   64,56   64,56');
      expect(row.cells.map((c) => row.text.slice(c.start, c.start + c.text.length))).toEqual(row.cells.map((c) => c.text));
    }
  });

  it('takes the one short cell that is no number for the quantity when a position number stands beside it', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [60, '3'], [133, 'T'], [305, 'Kolben kpl. mit Ringen'], [800, '6'], [900, '122,50'], [1000, '735,00']),
      ...tilted('2', 130, 0, [60, '4'], [133, 'A'], [305, 'Kurbelwelle geschliffen'], [800, 'x'], [900, '275,00'], [1000, '275,00']),
      ...tilted('3', 160, 0, [60, '5'], [133, 'T'], [305, 'Lagersatz Haupt'], [800, '1'], [900, '205,00'], [1000, '205,00']),
      ...tilted('4', 190, 0, [60, '6'], [133, 'A'], [305, 'Zylinderkopf plangefräst'], [800, '1'], [900, '250,00'], [1000, '250,00']),
    ]);
    expect(rows[1].cells.map((c) => c.text)).toEqual(['4', 'A', 'Kurbelwelle geschliffen', '1', '275,00', '275,00']);
  });

  it('leaves the position number of a row whose quantity of one is read right, alone or with its unit', () => {
    for (const one of ['1 Stk.', '1', '1 Satz']) {
      const rows = buildRows([
        ...tilted('1', 100, 0, [60, '1'], [133, 'HK-500'], [305, 'Hohlraumkonservierung'], [800, '2 Dose'], [900, '18,50'], [1000, '37,00']),
        ...tilted('2', 130, 0, [60, '2'], [133, '633.993.80'], [305, 'Schwellerblech links'], [800, one], [900, '168,00'], [1000, '168,00']),
        ...tilted('3', 160, 0, [60, '3'], [133, 'V27473'], [305, 'Vergaser-Dichtsatz'], [800, '2 Satz'], [900, '27,50'], [1000, '55,00']),
      ]);
      expect(rows[1].cells.map((c) => c.text)).toEqual(['2', '633.993.80', 'Schwellerblech links', one, '168,00', '168,00']);
    }
  });

  it('leaves a row whose amount is not its price, and a quantity of 1', () => {
    expect(table('4.', '64,56', '258,24')[2].cells[1].text).toBe('4.');
    const rows = table('1', '64,56', '64,56');
    expect(unitQuantities(rows)).toEqual(rows);
  });
});

describe('separatorsByColumn', () => {
  /** An OCR word ending at x1 (a right-aligned column's cell). */
  const right = (line: string, y: number, x1: number, text: string): Word => ({ text, x0: x1 - text.length * 9, x1, y0: y - 15, y1: y, line, confidence: 95 });
  const table = (price: string, amount: string, total: string) =>
    buildRows([
      ...tilted('1', 100, 0, [133, 'Luftfilterelement']),
      right('1', 100, 900, price),
      right('1', 100, 1000, amount),
      ...tilted('2', 130, 0, [133, 'Keilriemen']),
      right('2', 130, 900, '100,00'),
      right('2', 130, 1000, '200,00'),
      ...tilted('3', 160, 0, [133, 'Vergaser']),
      right('3', 160, 900, '14,20'),
      right('3', 160, 1000, '113.60'),
      ...tilted('4', 200, 0, [133, 'Summe Teile']),
      right('4', 200, 1000, total),
    ]);

  it("puts back the decimal separator OCR lost in a column of amounts, the column's own", () => {
    const rows = table('2717', '27,17', 'EUR 22717');
    expect(rows[0].cells.map((c) => c.text)).toEqual(['Luftfilterelement', '27,17', '27,17']);
    expect(rows[3].cells.map((c) => c.text)).toEqual(['Summe Teile', 'EUR 227,17']);
    for (const row of rows) expect(row.cells.map((c) => row.text.slice(c.start, c.start + c.text.length))).toEqual(row.cells.map((c) => c.text));
  });

  it('puts back the separators of several amounts of one column, where the amounts with their points outnumber them (decision 058)', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [133, 'Bremsleitungen erneuert']),
      right('1', 100, 1000, '170,00'),
      ...tilted('2', 130, 0, [133, 'Vergaser zerlegt']),
      right('2', 130, 1000, '127,50'),
      ...tilted('3', 160, 0, [133, 'Kupplung ersetzt']),
      right('3', 160, 1000, '25500'),
      ...tilted('4', 190, 0, [133, 'Summe Arbeit']),
      right('4', 190, 1000, '72250'),
      ...tilted('5', 220, 0, [133, 'Hohlraumwachs']),
      right('5', 220, 1000, '126,87'),
      ...tilted('6', 250, 0, [133, 'Summe Material']),
      right('6', 250, 1000, '332,46'),
    ]);
    expect(rows.map((r) => r.cells.at(-1)!.text)).toEqual(['170,00', '127,50', '255,00', '722,50', '126,87', '332,46']);
  });

  it('puts back a separator in a column whose amounts carry their currency after them ("MwSt. 19 %   26522 €")', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [133, 'Nettosumme']),
      right('1', 100, 1000, '1.395,90 €'),
      ...tilted('2', 130, 0, [133, 'MwSt. 19 %']),
      right('2', 130, 1000, '26522 €'),
      ...tilted('3', 160, 0, [133, 'Versand']),
      right('3', 160, 1000, '16,90 €'),
    ]);
    expect(rows[1].cells.map((c) => c.text)).toEqual(['MwSt. 19 %', '265,22 €']);
    expect(rows[1].text.slice(rows[1].cells[1].start)).toBe('265,22 €');
  });

  it('puts back a separator where the column\'s boxes end a few pixels apart ("3185" over "35.00", "68.00,")', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [133, 'Carry out MOT test']),
      right('1', 100, 1050, '3185'),
      right('1', 100, 1195, '31.85'),
      ...tilted('2', 130, 0, [133, 'Renew front brake pads']),
      right('2', 130, 1041, '35.00'),
      right('2', 130, 1195, '42.00'),
      ...tilted('3', 160, 0, [133, 'Overhaul wiper motor']),
      right('3', 160, 1047, '68.00,'),
      right('3', 160, 1195, '68.00'),
    ]);
    expect(rows[0].cells.map((c) => c.text)).toEqual(['Carry out MOT test', '31.85', '31.85']);
  });

  it('puts back a point OCR read as a gap between two words ("14 00" over "12.00" and "4.60")', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [133, 'BRAISED PORK']),
      right('1', 100, 975, '14'),
      right('1', 100, 1000, '00'),
      ...tilted('2', 130, 0, [133, 'SOUR SPICY']),
      right('2', 130, 1000, '12.00'),
      ...tilted('3', 160, 0, [133, 'GREEN TEA']),
      right('3', 160, 1000, '4.60'),
    ]);
    expect(rows[0].cells.map((c) => c.text)).toEqual(['BRAISED PORK', '14.00']);
    expect(rows[0].text.slice(rows[0].cells[1].start)).toBe('14.00');
    // Not in a column of amounts: a time, a reference.
    const alone = buildRows([...tilted('1', 100, 0, [133, 'Time']), right('1', 100, 975, '14'), right('1', 100, 1000, '00')]);
    expect(alone[0].cells.map((c) => c.text)).toEqual(['Time', '14 00']);
  });

  it('leaves a column as it is where its bare numbers are as many as half its amounts', () => {
    const rows = buildRows([right('1', 100, 1000, '23321'), right('2', 130, 1000, '12,50'), right('3', 160, 1000, '20251'), right('4', 190, 1000, '14,00')]);
    expect(rows.map((r) => r.cells[0].text)).toEqual(['23321', '12,50', '20251', '14,00']);
  });

  it('leaves a labelled figure over a table as it is: a heading between them ends the column (km-Stand over the prices)', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [800, 'km-Stand:']),
      right('1', 100, 990, '177387'),
      ...tilted('2', 150, 0, [86, 'RECHNUNG']),
      ...tilted('3', 200, 0, [86, 'Bezeichnung'], [899, 'Einzelpreis']),
      ...tilted('4', 230, 0, [133, 'Mikrofilter']),
      right('4', 230, 990, '42,30'),
      ...tilted('5', 260, 0, [133, 'Zahnriemen']),
      right('5', 260, 990, '64,20'),
      ...tilted('6', 290, 0, [133, 'Spannrolle']),
      right('6', 290, 990, '88,90'),
    ]);
    expect(rows[0].cells.map((c) => c.text)).toEqual(['km-Stand:', '177387']);
  });

  it('leaves a number outside a column of amounts, a column of bare numbers and a PDF as they are', () => {
    const rows = buildRows([
      ...tilted('1', 100, 0, [133, 'Kunden-Nr.'], [400, '23321']),
      ...tilted('2', 130, 0, [133, 'Auftrag'], [400, '20251']),
      ...tilted('3', 160, 0, [133, 'Summe'], [400, '12,50']),
    ]);
    expect(separatorsByColumn(rows)).toEqual(rows);
    const fromPdf = buildRows(
      [right('1', 100, 1000, '2717'), right('2', 130, 1000, '27,17'), right('3', 160, 1000, '113,60')].map(({ line: _line, confidence: _c, ...w }) => w),
    );
    expect(fromPdf[0].cells[0].text).toBe('2717');
  });
});

describe('buildRows: a line read apart', () => {
  it("puts a quantity Tesseract read as a column of its own into the row it stands in, though the row's line spans it", () => {
    const rows = buildRows([
      ...tilted('1.8', 100, 0, [120, '87'], [292, 'Kraftstofffilter'], [976, '155,64'], [1137, '155,64']),
      ...tilted('1.9', 101, 0, [850, '1']),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].cells.map((c) => c.text)).toEqual(['87', 'Kraftstofffilter', '1', '155,64', '155,64']);
  });
});

describe('buildRows: letters spaced wide', () => {
  const ocr = (text: string, x0: number, x1: number, line = '1.1.1.1'): Word => ({ text, x0, x1, y0: 100, y1: 120, line, confidence: 95 });
  it("keeps a letterhead's words one cell where each letter stands about a letter's height from the next", () => {
    const rows = buildRows([ocr('GARAGE', 100, 240), ocr('DES', 265, 335), ocr('LACS', 360, 453)]);
    expect(rows[0].cells.map((c) => c.text)).toEqual(['GARAGE DES LACS']);
  });
  it('still splits type of ordinary width at the same gap, and words of two OCR lines', () => {
    expect(buildRows([ocr('Kunde', 100, 160), ocr('Meyer', 185, 245)])[0].cells).toHaveLength(2);
    expect(buildRows([ocr('GARAGE', 100, 240), ocr('LAC', 265, 335, '1.2.1.1')])[0].cells).toHaveLength(2);
    // Wider than a letter's advance and a little more: two cells however wide the letters.
    expect(buildRows([ocr('GARAGE', 100, 240), ocr('LAC', 280, 350)])[0].cells).toHaveLength(2);
  });
  it("reads a currency's sign a letter's width before its amount as the sign and the amount, one space apart", () => {
    const row = buildRows([ocr('Selbstbehalt', 100, 280), ocr('S', 400, 412), ocr('1', 425, 432), ocr('500.00', 440, 500)])[0];
    expect(row.text).toBe('Selbstbehalt   S 1 500.00');
    // Letters spaced out stay spaced out.
    expect(buildRows([ocr('A', 100, 112), ocr('B', 125, 137), ocr('C', 150, 162)])[0].text).toBe('A  B  C');
  });
});

describe("buildRows: a dash's box", () => {
  it('keeps a dash between words in their cell: its box is a sliver of ink, not a smaller type', () => {
    const words: Word[] = [
      { text: 'Cover', x0: 100, y0: 343, x1: 150, y1: 358, line: '1', confidence: 95 },
      { text: 'Comprehensive', x0: 431, y0: 343, x1: 558, y1: 360, line: '1', confidence: 93 },
      { text: '-', x0: 564, y0: 351, x1: 569, y1: 353, line: '1', confidence: 92 },
      { text: 'Agreed', x0: 574, y0: 344, x1: 632, y1: 362, line: '1', confidence: 95 },
      { text: 'Value', x0: 638, y0: 345, x1: 683, y1: 358, line: '1', confidence: 96 },
    ];
    expect(buildRows(words)[0].text).toBe('Cover   Comprehensive - Agreed Value');
  });

  it("reads a bullet read '+' or '«' before its word as the list's bullet, in the word's cell", () => {
    const words: Word[] = [
      { text: '+', x0: 100, y0: 350, x1: 106, y1: 356, line: '1', confidence: 60 },
      { text: 'Rebuild', x0: 112, y0: 343, x1: 170, y1: 360, line: '1', confidence: 95 },
      { text: 'dynamo', x0: 176, y0: 343, x1: 230, y1: 360, line: '1', confidence: 95 },
      { text: '«', x0: 400, y0: 350, x1: 405, y1: 355, line: '1', confidence: 74 },
      { text: 'Dichtungssatz', x0: 412, y0: 343, x1: 520, y1: 362, line: '1', confidence: 95 },
    ];
    expect(buildRows(words)[0].cells.map((c) => c.text)).toEqual(['• Rebuild dynamo', '• Dichtungssatz']);
  });

  it('keeps a mark a cell of its own when no word follows it closely, and a dash before a word a dash', () => {
    const words: Word[] = [
      { text: '+', x0: 100, y0: 350, x1: 106, y1: 356, line: '1', confidence: 60 },
      { text: 'Rebuild', x0: 140, y0: 343, x1: 198, y1: 360, line: '1', confidence: 95 },
      { text: '-', x0: 400, y0: 351, x1: 410, y1: 353, line: '1', confidence: 90 },
      { text: 'Oil', x0: 416, y0: 343, x1: 440, y1: 360, line: '1', confidence: 95 },
    ];
    expect(buildRows(words)[0].cells.map((c) => c.text)).toEqual(['+', 'Rebuild', '-', 'Oil']);
  });
});

describe('buildRows: specks read as quote marks', () => {
  it("drops a quote mark no quote closes before a word at a table's edge, and keeps a quoted word", () => {
    const words: Word[] = [
      { text: '‚ENGINE', x0: 100, y0: 343, x1: 170, y1: 360, line: '1', confidence: 80 },
      { text: 'OIL', x0: 176, y0: 343, x1: 206, y1: 360, line: '1', confidence: 95 },
      { text: '"Classic"', x0: 500, y0: 343, x1: 580, y1: 360, line: '1', confidence: 95 },
    ];
    expect(buildRows(words)[0].cells.map((c) => c.text)).toEqual(['ENGINE OIL', '"Classic"']);
  });
});

describe('unitStrokes', () => {
  const word = (text: string, x0: number, x1: number, y0 = 663, y1 = 678): Word => ({ text, x0, x1, y0, y1, line: '1.9.2.1', confidence: 90 });

  it("reads a stroke right after a quantity, a letter high, as the litre's l", () => {
    const words = [word('Coolant', 326, 391), word('5', 398, 407, 664, 678), word('|', 414, 417), word('1', 810, 819)];
    expect(buildRows(words)[0].text).toBe('Coolant 5 l   1');
  });

  it("leaves a cell's ruling (a padding away, or taller than the digits) and a stroke after a word", () => {
    expect(unitStrokes([word('143.94', 300, 357), word('|', 380, 383)])[1].text).toBe('|');
    expect(unitStrokes([word('143.94', 300, 357), word('|', 362, 365, 650, 690)])[1].text).toBe('|');
    expect(unitStrokes([word('Coolant', 326, 391), word('|', 396, 399)])[1].text).toBe('|');
  });

  it("reads a stroke's thin 1 after a measure as the litre's l, with its bracket", () => {
    // "Motoröl 20W-50, 6 l": the 1 is 3 pixels wide and 14 high.
    const oil = [word('20W-50,', 213, 284, 651, 667), word('6', 291, 301, 653, 667), word('1', 307, 310, 653, 667), word('61.50', 432, 478)];
    expect(unitStrokes(oil).map((w) => w.text)).toEqual(['20W-50,', '6', 'l', '61.50']);
    // "Kühlmittel G12 (1,5 l)"
    const coolant = [word('(1,5', 337, 374, 730, 749), word('1)', 383, 395, 730, 748)];
    expect(unitStrokes(coolant)[1].text).toBe('l)');
  });

  it("leaves a digit's 1 (as wide as a digit) and a 1 after a figure that is no measure", () => {
    expect(unitStrokes([word('6', 291, 301, 653, 667), word('1', 306, 314, 653, 667)])[1].text).toBe('1');
    expect(unitStrokes([word('2024', 250, 301, 653, 667), word('1', 307, 310, 653, 667)])[1].text).toBe('1');
  });
});

describe('unitsApart', () => {
  const word = (text: string, confidence?: number): Word => ({ text, x0: 0, x1: 40, y0: 0, y1: 14, line: '1.1.1.1', confidence });

  it('puts back the space between a figure and its unit that OCR lost', () => {
    expect(unitsApart([word('2,50h', 90), word('3Std.', 90), word('4,00', 90), word('Std.', 90)]).map((w) => w.text)).toEqual([
      '2,50 h',
      '3 Std.',
      '4,00',
      'Std.',
    ]);
  });

  it("leaves a PDF's words, codes and plates as they are", () => {
    expect(unitsApart([word('2,50h'), word('88H', 90), word('658H', 90), word('1ST', 90), word('2024h', 90)]).map((w) => w.text)).toEqual([
      '2,50h',
      '88H',
      '658H',
      '1ST',
      '2024h',
    ]);
  });
});

describe('withoutRulingGlyphs (decision 036)', () => {
  const word = (text: string, x0: number, y0: number, height: number, confidence: number): Word => ({
    text,
    x0,
    x1: x0 + Math.max(10, text.length * 8),
    y0,
    y1: y0 + height,
    line: String(y0),
    confidence,
  });

  it("drops a box's corner read as a short, tall, unsure word; the caption it stood beside is one cell again", () => {
    const words = [
      word('[a', 100, 96, 50, 28),
      word('Cover', 180, 110, 13, 93),
      word('note', 230, 110, 13, 92),
      word('CN-20931', 110, 140, 16, 90),
      word('Issued', 110, 170, 13, 94),
      word('01.02.2020', 110, 190, 16, 91),
    ];
    expect(withoutRulingGlyphs(words).map((w) => w.text)).toEqual(['Cover', 'note', 'CN-20931', 'Issued', '01.02.2020']);
    expect(buildRows(words).map((r) => r.text)[0]).toBe('Cover note');
  });

  it('drops a column of one-letter cells read down the rows as one tall, unsure word ("irir" beside three rows)', () => {
    const rows = [100, 125, 150].flatMap((y) => [word('Grind crankshaft', 160, y, 14, 92), word('357.00', 900, y, 14, 95)]);
    const words = [word('irir', 110, 98, 48, 0), ...rows, word('vo', 110, 180, 12, 30)];
    expect(withoutRulingGlyphs(words).map((w) => w.text)).not.toContain('irir');
    // A short unsure word of a line's height stays.
    expect(withoutRulingGlyphs(words).map((w) => w.text)).toContain('vo');
  });

  it('drops a dot leader read as unsure, flat letters ("Condition   mii sats   Very good (2)")', () => {
    const words = [word('Condition', 116, 442, 15, 82), word('mii', 241, 455, 3, 24), word('sats', 308, 455, 3, 19), word('Very', 364, 441, 21, 96)];
    expect(withoutRulingGlyphs(words).map((w) => w.text)).toEqual(['Condition', 'Very']);
  });

  it('drops a dot leader read as unsure, flat figures ("Kaufpreis   .......0440.00440   DM 9.500,-")', () => {
    const words = [
      word('Kaufpreis', 116, 442, 15, 90),
      word('.......0440.00440', 241, 455, 3, 0),
      word('DM', 420, 441, 15, 90),
      word('9.500,-', 460, 441, 15, 92),
    ];
    expect(withoutRulingGlyphs(words).map((w) => w.text)).toEqual(['Kaufpreis', 'DM', '9.500,-']);
    // A figure of the line's height stays, however unsure.
    const unsure = [word('Kaufpreis', 116, 442, 15, 90), word('9500', 241, 441, 15, 20)];
    expect(withoutRulingGlyphs(unsure)).toHaveLength(2);
  });

  it('keeps a sure word, a long word and a PDF word however tall', () => {
    const words = [word('AB', 100, 50, 60, 90), word('HARTWELL', 200, 50, 60, 30), word('to', 100, 120, 13, 95), word('go', 140, 120, 13, 95)];
    expect(withoutRulingGlyphs(words)).toHaveLength(4);
    const pdf = [{ text: 'le', x0: 0, x1: 10, y0: 0, y1: 100 }];
    expect(withoutRulingGlyphs(pdf)).toEqual(pdf);
  });
});

describe('gradeDigits', () => {
  const ocr = (text: string): Word => ({ text, x0: 0, x1: 50, y0: 0, y1: 10, line: '1', confidence: 90 });
  it("reads an oil grade's winter figure OCR took for a letter of its shape as that digit", () => {
    expect(gradeDigits(['OW-30', 'SW-30', '1OW-40', 'lSW-40', '(OW30'].map(ocr)).map((w) => w.text)).toEqual(['0W-30', '5W-30', '10W-40', '15W-40', '(0W30']);
  });
  it('leaves grades read right, what is no winter grade, and a PDF as they are', () => {
    expect(gradeDigits(['10W-40', 'SW', 'BW-30', 'GW-12', 'OW-3'].map(ocr)).map((w) => w.text)).toEqual(['10W-40', 'SW', 'BW-30', 'GW-12', 'OW-3']);
    expect(gradeDigits([{ text: 'OW-30', x0: 0, x1: 50, y0: 0, y1: 10 }])[0].text).toBe('OW-30');
  });
});

describe('separatorsByArithmetic', () => {
  const row = (...cells: string[]) => buildRows(tilted('1', 100, 0, ...cells.map((t, i): [number, string] => [100 + 200 * i, t])))[0];
  const texts = (r: Row) => r.cells.map((c) => c.text);

  it('puts back the point an amount, a price or a quantity lost where quantity × price = amount says where', () => {
    expect(texts(row('Braised pork', '2', '7.00', '1400'))).toEqual(['Braised pork', '2', '7.00', '14.00']);
    expect(texts(row('Keilriemen', '3', '1250', '37,50'))).toEqual(['Keilriemen', '3', '12,50', '37,50']);
    expect(texts(row('Kupplung ersetzt', '25', '88,00', '220,00'))).toEqual(['Kupplung ersetzt', '2,5', '88,00', '220,00']);
    const mended = row('Kupplung ersetzt', '25', '88,00', '220,00');
    for (const c of mended.cells) expect(mended.text.slice(c.start, c.start + c.text.length)).toBe(c.text);
  });

  it('leaves a row that adds up, one no point makes add up, figures apart from each other and a PDF as they are', () => {
    expect(texts(row('Ölfilter', '10', '5,00', '50,00'))).toEqual(['Ölfilter', '10', '5,00', '50,00']);
    expect(texts(row('Ölfilter', '3', '5,00', '1700'))).toEqual(['Ölfilter', '3', '5,00', '1700']);
    expect(texts(row('10', 'Ölfilter', '5,00', '500'))).toEqual(['10', 'Ölfilter', '5,00', '500']);
    const pdf = buildRows(tilted('1', 100, 0, [100, 'Pork'], [250, '2'], [400, '7.00'], [550, '1400']).map(({ line: _l, confidence: _c, ...w }) => w));
    expect(texts(pdf[0])).toEqual(['Pork', '2', '7.00', '1400']);
    expect(separatorsByArithmetic([row('Pork', '2', '7.00', '14.00')])[0].text).toBe(row('Pork', '2', '7.00', '14.00').text);
  });
});

describe('currencySigns', () => {
  it("reads OCR's \"IRE\" alone or before a figure as the Irish pound's sign, and leaves words and a PDF's text alone", () => {
    const ocr = (text: string): Word => ({ text, x0: 0, x1: 30, y0: 0, y1: 12, line: '1', confidence: 80 });
    expect(currencySigns([ocr('IRE'), ocr('IRE0.787564'), ocr('IRELAND'), ocr('Irene')]).map((w) => w.text)).toEqual([
      'IR£',
      'IR£0.787564',
      'IRELAND',
      'Irene',
    ]);
    expect(currencySigns([{ text: 'IRE', x0: 0, x1: 30, y0: 0, y1: 12 }])[0].text).toBe('IRE');
  });

  it('reads the koruna\'s "Kč" read "K&" or "Ké" after a figure as the sign, and a "K&" elsewhere as read', () => {
    const ocr = (text: string, line = '1'): Word => ({ text, x0: 0, x1: 30, y0: 0, y1: 12, line, confidence: 80 });
    expect(currencySigns([ocr('Cena'), ocr('12 500,-'), ocr('K&')])[2].text).toBe('K&');
    expect(currencySigns([ocr('Zeitwert'), ocr('85.000,00'), ocr('Ké.')])[2].text).toBe('Kč.');
    expect(currencySigns([ocr('140'), ocr('000,00'), ocr('K&')])[2].text).toBe('Kč');
    expect(currencySigns([ocr('1990'), ocr('K&', '2')])[1].text).toBe('K&');
  });

  it('reads a dollar\'s sign read S after "HK" or "NZ" as the sign', () => {
    const ocr = (text: string): Word => ({ text, x0: 0, x1: 30, y0: 0, y1: 12, line: '1', confidence: 80 });
    expect(currencySigns([ocr('HKS'), ocr('NZS1,104.58'), ocr('HKSB'), ocr('NZSO')]).map((w) => w.text)).toEqual(['HK$', 'NZ$1,104.58', 'HKSB', 'NZSO']);
    // In the running text the page's currency is judged by.
    expect(currencySignsInText('Item   Qty   HKS\nTOTAL HKS 9,220.00\nNZS1.00   HKSB   THKS')).toBe(
      'Item   Qty   HK$\nTOTAL HK$ 9,220.00\nNZ$1.00   HKSB   THKS',
    );
  });

  it('gives a bill in pounds and euros side by side its pound column back', () => {
    const rows = buildRows([...tilted('1', 100, 0, [900, 'IRE'], [1050, '€']), ...tilted('2', 130, 0, [133, 'Total'], [900, '175.02'], [1050, '222.23'])]);
    expect(rows[0].text).toBe('IR£   €');
  });
});

describe('withoutDoubledCapitals', () => {
  it("drops the small letter OCR read before a word's capital of the same letter", () => {
    expect(['oOldtimerfreunde', '"sSpedition', 'wWerkstatt-Service', 'cCarrosserie'].map(withoutDoubledCapital)).toEqual([
      'Oldtimerfreunde',
      '"Spedition',
      'Werkstatt-Service',
      'Carrosserie',
    ]);
  });

  it('leaves other pairs and short words alone', () => {
    for (const w of ['eBay', 'iPhone', 'oO', 'mM2', 'OOldtimer', 'bar', 'McLaren']) expect(withoutDoubledCapital(w)).toBe(w);
  });

  it('mends the text and the words of a reading alike, and gives back a reading with nothing to mend as it is', () => {
    const word = { text: 'tTaller', x0: 0, x1: 60, y0: 0, y1: 12, line: '1', confidence: 80 };
    const read = withoutDoubledCapitals({ text: 'tTaller & Sons\nInvoice', words: [word], confidence: 80 });
    expect(read.text).toBe('Taller & Sons\nInvoice');
    expect(read.words[0].text).toBe('Taller');
    const plain = { text: 'Taller & Sons', words: [] };
    expect(withoutDoubledCapitals(plain)).toBe(plain);
  });
});

describe('litreSigns', () => {
  const line = (...texts: string[]): Word[] => texts.map((text, i) => ({ text, x0: i * 60, x1: i * 60 + 50, y0: 0, y1: 12, line: '1', confidence: 88 }));
  const read = (...texts: string[]) => litreSigns(line(...texts)).map((w) => w.text);
  it("reads the litre's l OCR took for an I or an i after a figure, and a spelt-out litre whose l it doubled", () => {
    expect(read('Hydrauliköl', 'HLP', '46', '(I)')).toEqual(['Hydrauliköl', 'HLP', '46', '(l)']);
    expect(read('Coolant', '5', 'It')).toEqual(['Coolant', '5', 'lt']);
    expect(read('Gear', 'oil', '2', 'Itrs.')).toEqual(['Gear', 'oil', '2', 'ltrs.']);
    expect(read('Antifreeze', '(iitre)')).toEqual(['Antifreeze', '(litre)']);
    expect(read('Kühlmittel', 'Iiter')).toEqual(['Kühlmittel', 'liter']);
  });
  it('leaves "It" and "(I)" after a word, and a PDF, as they are', () => {
    expect(read('Yes', 'It', 'is')).toEqual(['Yes', 'It', 'is']);
    expect(read('Part', '(I)')).toEqual(['Part', '(I)']);
    expect(read('4', 'I')).toEqual(['4', 'I']);
    const pdf = [{ text: '(iitre)', x0: 0, x1: 10, y0: 0, y1: 10 }];
    expect(litreSigns(pdf)).toEqual(pdf);
  });
});

describe('datePoints: a date one of whose points OCR lost', () => {
  /** One OCR line: a label at 50 and a value at 300. */
  const line = (label: string, value: string, y = 100): Word[] => [
    { text: label, x0: 50, x1: 50 + label.length * 9, y0: y, y1: y + 15, line: `l${y}`, confidence: 92 },
    { text: value, x0: 300, x1: 300 + value.length * 9, y0: y + 2, y1: y + 17, line: `l${y}`, confidence: 80 },
  ];
  const read = (label: string, value: string) => datePoints(line(label, value))[1].text;

  it("puts back the point where the digits make one date only, after a date's label", () => {
    expect(read('Datum:', '145.91')).toBe('14.5.91');
    expect(read('Rechnungsdatum', '31.122004')).toBe('31.12.2004');
    expect(read('Dated', '273/88')).toBe('27/3/88');
  });

  it('leaves a figure that makes two dates, one after another label, and a date read whole', () => {
    expect(read('Date:', '111.91')).toBe('111.91');
    expect(read('Total:', '145.91')).toBe('145.91');
    expect(read('Date:', '14.5.91')).toBe('14.5.91');
    // A PDF's word is as printed.
    const [label, value] = line('Date:', '145.91');
    expect(
      datePoints([
        { ...label, confidence: undefined },
        { ...value, confidence: undefined },
      ])[1].text,
    ).toBe('145.91');
  });

  it('finds the label on the row when OCR read the value as a line of its own', () => {
    const [label, value] = line('Fecha / Date:', '145.91');
    const words = [
      { ...label, text: 'Fecha' },
      { ...label, x0: 110, x1: 120, text: '/' },
      { ...label, x0: 130, x1: 175, text: 'Date:' },
      { ...value, line: 'other' },
    ];
    expect(datePoints(words)[3].text).toBe('14.5.91');
  });
});
