import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { findLabelled } from './labels';
import { buildRows, lineCells, type Word } from './layout';
import { labelledAmount, prepareText } from './text-values';

/** Words of one line of print: each string at x, on a baseline y, of a font size. */
function print(y: number, size: number, ...runs: [number, string][]): Word[] {
  return runs.map(([x, text]) => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y - 0.72 * size, y1: y + 0.21 * size }));
}

describe('buildRows', () => {
  it('keeps a typed amount set a few points off its line with its job, and apart from the line above it', () => {
    // A typewriter's amount 5 points above its job's baseline on lines 15 points apart (a carbon bill's offset entry).
    const words = [
      ...print(190, 10, [45, 'Arbeitsleistung'], [545, 'S']),
      ...print(208, 10, [55, 'Inspektion nach Plan durchgeführt']),
      ...print(203, 10, [524, '730,--']),
      ...print(223, 10, [50, 'Motoröl gewechselt']),
      ...print(218, 10, [518, '115,--']),
    ];
    expect(buildRows(words).map((r) => r.text)).toEqual(['Arbeitsleistung   S', 'Inspektion nach Plan durchgeführt   730,--', 'Motoröl gewechselt   115,--']);
  });

  it("reads OCR's tall narrow box of a lone mark between a line's items as the separator dot", () => {
    // Tesseract boxed a "·" as a "-" five pixels wide and twice the letters' height (a scan of "Sauer GmbH · Gewerbepark").
    const ocr = (text: string, x0: number, x1: number, y0 = 162, y1 = 175) => ({ text, x0, x1, y0, y1, line: '1', confidence: 90 });
    const words = [ocr('Sauer', 305, 343), ocr('GmbH', 349, 391), ocr('-', 396, 401, 153, 183), ocr('Gewerbepark', 405, 494)];
    expect(buildRows(words)[0].text).toBe('Sauer GmbH · Gewerbepark');
    // A hyphen's box is flat: it stays a hyphen.
    const hyphen = [ocr('Sauer', 305, 343), ocr('GmbH', 349, 391), ocr('-', 396, 402, 167, 169), ocr('Gewerbepark', 406, 494)];
    expect(buildRows(hyphen)[0].text).toBe('Sauer GmbH - Gewerbepark');
  });

  it("drops a row of one unsure OCR character between a table's rows (a rule's broken piece), not one read surely", () => {
    const ocr = (line: string, text: string, x0: number, y0: number, confidence = 95) => ({
      text,
      x0,
      x1: x0 + Math.max(2, 9 * text.length),
      y0,
      y1: y0 + 14,
      line,
      confidence,
    });
    const table = (speck: string, confidence: number) =>
      buildRows([
        ocr('1', '2', 136, 655),
        ocr('1', 'Schwellerblech links', 326, 653),
        ocr('1', '168,00', 976, 648),
        ocr('2', speck, 317, 672, confidence),
        ocr('3', '3', 136, 688),
        ocr('3', 'Hohlraumkonservierung', 326, 686),
        ocr('3', '18,50', 986, 681),
      ]).map((r) => r.text);
    expect(table(':', 44)).toEqual(['2   Schwellerblech links   168,00', '3   Hohlraumkonservierung   18,50']);
    expect(table('T', 42)).toHaveLength(2);
    // A form's one-letter code, read surely, is a row of the page.
    expect(table('K', 93)).toEqual(['2   Schwellerblech links   168,00', 'K', '3   Hohlraumkonservierung   18,50']);
  });

  it("keeps a space between two words Tesseract read apart, though its boxes overlap; a PDF's touching pieces join", () => {
    const ocr = (text: string, x0: number, x1: number) => ({ text, x0, x1, y0: 1045, y1: 1059, line: '1.13.1.1', confidence: 95 });
    expect(buildRows([ocr('Bruce', 99, 170), ocr('A.', 155, 170), ocr('Lindquist,', 178, 259)])[0].text).toBe('Bruce A. Lindquist,');
    expect(buildRows(print(100, 10, [50, 'Lind'], [70, 'quist']))[0].text).toBe('Lindquist');
  });

  it('keeps a label and its far-away value in one row, as two cells', () => {
    const rows = buildRows(print(100, 10, [50, 'Labour total'], [480, '847.00']));
    expect(rows).toHaveLength(1);
    expect(rows[0].cells.map((c) => c.text)).toEqual(['Labour total', '847.00']);
    expect(rows[0].text).toBe('Labour total   847.00');
  });

  it('keeps the word breaks of a logo whose spaced-out words are one text item each', () => {
    // "H A R R I N G T O N" and "C L A S S I C" as two items a small gap apart, as a PDF writer sets them.
    const words = [
      { text: 'H A R R I N G T O N', x0: 50, x1: 179, y0: 50, y1: 63 },
      { text: 'C L A S S I C', x0: 191, x1: 274, y0: 50, y1: 63 },
      { text: 'L T D', x0: 286, x1: 321, y0: 50, y1: 63 },
      ...print(120, 8, [50, 'Service Invoice']),
      ...print(140, 8, [50, 'Invoice No.'], [200, 'R40375']),
    ];
    const text = ['H A R R I N G T O N C L A S S I C L T D', 'Service Invoice', 'Invoice No. R40375'].join('\n');
    expect(analyzeText({ text, words, fileName: 'x.pdf', documentType: 'service', today: '2026-01-01' }).shopName?.toUpperCase()).toBe(
      'HARRINGTON CLASSIC LTD',
    );
  });

  it('cuts an OCR line where a small caption sits beside a larger value', () => {
    const words: Word[] = [
      { text: 'May', x0: 100, x1: 140, y0: 280, y1: 305, line: '1' },
      { text: '18,', x0: 148, x1: 180, y0: 280, y1: 305, line: '1' },
      { text: 'Work', x0: 190, x1: 220, y0: 300, y1: 315, line: '1' },
    ];
    expect(buildRows(words).map((r) => r.text)).toEqual(['May 18,', 'Work']);
  });

  it('drops a form ruling read as a bracket and starts a cell after it', () => {
    const words: Word[] = [
      { text: 'R34984', x0: 376, x1: 449, y0: 292, y1: 308, line: '1', confidence: 90 },
      { text: '[Date', x0: 455, x1: 520, y0: 290, y1: 310, line: '1', confidence: 80 },
    ];
    expect(buildRows(words)[0].cells.map((c) => c.text)).toEqual(['R34984', 'Date']);
  });
});

describe('a label finds its value by position', () => {
  it('above it and to its right when the label is a small caption at the foot of a box', () => {
    const words = [
      ...print(100, 10, [50, 'Ölwechsel'], [480, '120,00']),
      ...print(130, 11, [50, '120,00'], [160, '22,80'], [470, '142,80']),
      ...print(142, 6, [50, 'Netto EUR'], [160, 'MwSt. EUR']),
      ...print(148, 6, [380, 'Endbetrag EUR']),
    ];
    const doc = prepareText('', true, words);
    expect(labelledAmount(doc, 'totalCost')).toBe(142.8);
  });

  it('before it when a column of sums prints its captions to the right', () => {
    const doc = prepareText(
      ['Ventile eingestellt   120,00 €', '', '120,00 € Lohn netto', '45,50 € Teile netto', '165,50 € Zu zahlender Betrag'].join('\n'),
      true,
    );
    expect(labelledAmount(doc, 'laborCost')).toBe(120);
    expect(labelledAmount(doc, 'partsCost')).toBe(45.5);
    expect(labelledAmount(doc, 'totalCost')).toBe(165.5);
  });

  it('below it in a grid of form boxes, never the neighbouring label', () => {
    const words = [...print(100, 7, [50, 'Invoice date'], [215, 'Date of work']), ...print(112, 10.5, [50, '24.09.1998'], [215, '16.09.1998'])];
    const doc = prepareText('', true, words);
    expect(findLabelled(doc, 'serviceDate')[0].candidates[0]).toBe('16.09.1998');
  });

  it('above it when the label is a caption under its value', () => {
    const words = [
      ...print(100, 10.5, [50, '03.03.2024']),
      ...print(110, 7, [50, 'Leistungsdatum']),
      ...print(124, 10.5, [50, 'MA-BK 85H']),
      ...print(134, 7, [50, 'Kennzeichen']),
    ];
    const doc = prepareText('', true, words);
    expect(findLabelled(doc, 'serviceDate')[0].candidates[0]).toBe('03.03.2024');
  });

  it('in a shaded band: the amount right-aligned under its label', () => {
    const words = [...print(700, 8, [340, 'Gesamtbetrag']), ...print(718, 13, [460, '1.234,50 €'])];
    const r = analyzeText({ text: 'Rechnung\nWerkstatt', words, fileName: 'x.pdf', documentType: 'service', today: '2025-01-01' });
    expect(r.totalCost).toBe(1234.5);
  });
});

describe('the cells of a line of text', () => {
  it('splits at three spaces or a tab, trims each cell and drops empty ones', () => {
    expect(lineCells('   Verkäufer   Käufer\tDatum  \t ')).toEqual(['Verkäufer', 'Käufer', 'Datum']);
    expect(lineCells('Ölwechsel mit Filter  2 Std.')).toEqual(['Ölwechsel mit Filter  2 Std.']);
  });
});

describe('items a PDF prints over each other', () => {
  it('are two cells when one starts well inside the other; pieces of a word that touch stay one', () => {
    const words: Word[] = [
      { text: 'Sparte', x0: 50, x1: 76, y0: 100, y1: 108 },
      { text: 'Versicherungssumme', x0: 300, x1: 380, y0: 100, y1: 108 },
      { text: 'Selbstbehalt', x0: 352, x1: 420, y0: 100, y1: 108 },
    ];
    expect(buildRows(words)[0].cells.map((c) => c.text)).toEqual(['Sparte', 'Versicherungssumme', 'Selbstbehalt']);
    expect(buildRows([...print(100, 10, [50, 'Deduct']), { text: 'ible', x0: 79.5, x1: 99.5, y0: 92.8, y1: 102.1 }])[0].text).toBe('Deductible');
  });
});
