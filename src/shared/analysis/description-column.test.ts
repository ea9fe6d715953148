import { describe, expect, it } from 'vitest';
import { descriptionFirst, descriptionHeadingIndex } from './description-column';
import { extractLineItems } from './line-items';
import { readItemTable } from './item-table';
import { placedPage, type Placed } from './grid-page.test-helper';
import { buildRows, rowsToLines } from './layout';

const page = (...rows: (Placed[] | null)[]) => rowsToLines(buildRows(placedPage(...rows))).rowOf;

describe('an item table’s description column, by its heading', () => {
  it('finds the heading, a plain name before a name of what the column holds', () => {
    expect(descriptionHeadingIndex(['Department', 'Work', 'Hrs', 'Rate', 'Amount'])).toBe(1);
    expect(descriptionHeadingIndex(['Pos.', 'Kennzeichen', 'Bezeichnung', 'Anz.', 'ME', 'Einzelpreis'])).toBe(2);
    expect(descriptionHeadingIndex(['Item', 'Description', 'Qty', 'Amount'])).toBe(1);
    expect(descriptionHeadingIndex(['Qty', 'Unit', 'Rate', 'Amount'])).toBe(-1);
  });

  it('moves the cell under the heading to the front of each row for the line readers', () => {
    const lines = ['Department   Work   Hrs   Rate   Amount', 'Body & paint   Block sanded underside   34.00   85.00   2,890.00', 'Total labor   2,890.00'];
    expect(descriptionFirst(lines, (line) => line.split('   ')[0])).toEqual([
      'Department   Work   Hrs   Rate   Amount',
      'Block sanded underside   Body & paint   34.00   85.00   2,890.00',
      'Total labor   2,890.00',
    ]);
  });

  it('takes the heading’s cell when the position’s heading is joined to the next, or an article number holds letters', () => {
    const items = extractLineItems([
      'Pos. Art.-Nr.   Bezeichnung   Menge   Einzelpreis   Betrag',
      '1   AW 7926   Radlager vorn neu gefettet   4,50 Std.   128,50   578,25',
      '2   AVX 10x950   Keilriemen 10x950   4 St.   13,03   52,12',
    ]);
    expect([...items.work, ...items.parts].map((i) => i.text)).toEqual(['Radlager vorn neu gefettet', 'Keilriemen 10x950']);
    const parts = extractLineItems([
      'Ersatzteile und Material',
      'Teile-Nr.   Bezeichnung   Menge   Einzelpr.   DM',
      '111 905 205 A   Unterbrecherkontakt   1 St   7,85   7,85',
      '000 Öl 20W50   Motoröl 20 W 50   2,5 l   4,30   10,75',
    ]).parts;
    expect(parts.map((i) => i.text)).toEqual(['Unterbrecherkontakt', 'Motoröl 20 W 50']);
  });

  it('reads a type written out beside the description as the row’s kind, not its name (line readers)', () => {
    const items = extractLineItems([
      'Pos.   Kennzeichen   Bezeichnung   Anz.   ME   Einzelpreis   Ges.-Pr.',
      '1   Arbeit   Zahnriemen ern.   4   AW   61,28   245,13',
      '2   Material   Motoröl 15W-40   1   St.   121,59   121,59',
      '3   Material   Ölfilter   2   St.   79,30   158,60',
      '',
      'Lohn   245,13',
      'Material   280,19',
    ]);
    expect(items.work.map((i) => i.text)).toEqual(['Zahnriemen ern.']);
    expect(items.parts.map((i) => i.text)).toEqual(['Motoröl 15W-40', 'Ölfilter']);
  });

  it('takes the cell under the heading, not the wordiest (table reader)', () => {
    const row = (kind: string, text: string, amount: string): Placed[] => [
      [kind, 50],
      [text, 150],
      ['1', 380, 'right'],
      [amount, 460, 'right'],
      [amount, 540, 'right'],
    ];
    const rows = page(
      [
        ['Kennzeichen', 50],
        ['Bezeichnung', 150],
        ['Anz.', 380, 'right'],
        ['Einzelpreis', 460, 'right'],
        ['Gesamt', 540, 'right'],
      ],
      row('Arbeit', 'Zahnriemen ern.', '245,13'),
      row('Material', 'Ölfilter', '79,30'),
      row('Material', 'Zündkerzen', '66,87'),
    );
    const table = readItemTable(rows, [245.13, 79.3, 66.87, 391.3]);
    expect(table?.work.map((i) => i.text)).toEqual(['Zahnriemen ern.']);
    expect(table?.parts.map((i) => i.text)).toEqual(['Ölfilter', 'Zündkerzen']);
  });
});
