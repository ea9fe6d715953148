import { describe, expect, it } from 'vitest';
import { placedPage, type Placed } from './grid-page.test-helper';
import { buildRows, rowsToLines } from './layout';
import { sideBySideTables } from './side-by-side-tables';

const page = (...rows: (Placed[] | null)[]) => rowsToLines(buildRows(placedPage(...rows))).rowOf;

describe('two item tables side by side under one heading row', () => {
  it('reads the jobs on the left and the parts on the right, a row holding one of each (en)', () => {
    const heading: Placed[] = [
      ['OP. No.', 44],
      ['DESCRIPTION OF WORK', 90],
      ['TIME', 250, 'right'],
      ['£', 292, 'right'],
      ['PART No.', 302],
      ['DESCRIPTION', 350],
      ['QTY', 505, 'right'],
      ['£', 550, 'right'],
    ];
    const row = (op: string, job: string, time: string, labour: string, no: string, part: string, qty: string, price: string): Placed[] =>
      [
        [op, 44],
        [job, 90],
        [time, 250, 'right'],
        [labour, 292, 'right'],
        [no, 302],
        [part, 350],
        [qty, 505, 'right'],
        [price, 550, 'right'],
      ].filter((c) => c[0]) as Placed[];
    const rows = page(
      heading,
      row('30.10.09', 'Renew exhaust front pipe', '1.1', '4.62', 'GEX 7103', 'Exhaust front pipe', '1', '9.40'),
      row('26.20.07', 'Renew water pump', '2.0', '8.40', 'GWP 134', 'Water pump', '1', '11.75'),
      // The part's number run into its description (one space between them): cut where the description's column begins.
      [
        ['10.10.06', 44],
        ['Carry out 6,000 mile service', 90],
        ['2.2', 250, 'right'],
        ['9.24', 292, 'right'],
        ['GUG 1011 Water pump gasket', 304],
        ['1', 505, 'right'],
        ['0.24', 550, 'right'],
      ],
      row('', '', '', '', 'GFE 166', 'Oil filter element', '1', '1.38'),
      null,
      [
        ['TOTAL LABOUR', 150],
        ['22.26', 292, 'right'],
        ['TOTAL PARTS', 350],
        ['22.77', 550, 'right'],
      ],
    );
    expect(sideBySideTables(rows)).toEqual({
      work: [
        { text: 'Renew exhaust front pipe', amount: 4.62 },
        { text: 'Renew water pump', amount: 8.4 },
        { text: 'Carry out 6,000 mile service', amount: 9.24 },
      ],
      parts: [
        { text: 'Exhaust front pipe', amount: 9.4 },
        { text: 'Water pump', amount: 11.75 },
        { text: 'Water pump gasket', amount: 0.24 },
        { text: 'Oil filter element', amount: 1.38 },
      ],
    });
  });

  it('cuts a cell the print ran across the second table’s edge (the labour’s amount and the part’s quantity)', () => {
    const rows = page(
      [
        ['LINE', 43],
        ['DESCRIPTION', 124],
        ['HRS', 318, 'right'],
        ['LABOR', 352, 'right'],
        ['QTY PART NO.', 366],
        ['DESCRIPTION', 430],
        ['SALE', 552, 'right'],
      ],
      [
        ['A', 43],
        ['REPLACE FRONT DISC PADS', 124],
        ['1.2', 318, 'right'],
        // "35.40" under LABOR, then one space and the quantity "1" under QTY: one cell as the words run.
        ['35.40 1', 334],
        ['12300202', 380],
        ['PAD KIT, FRT DISC', 430],
        ['32.40', 552, 'right'],
      ],
      [
        ['5', 366],
        ['10W30', 380],
        ['MOTOR OIL 10W30 QT', 430],
        ['6.75', 552, 'right'],
      ],
    );
    expect(sideBySideTables(rows)).toEqual({
      work: [{ text: 'REPLACE FRONT DISC PADS', amount: 35.4 }],
      parts: [
        { text: 'PAD KIT, FRT DISC', amount: 32.4 },
        { text: 'MOTOR OIL 10W30 QT', amount: 6.75 },
      ],
    });
  });

  it('finds nothing in one table with one description column', () => {
    const rows = page(
      [
        ['Pos', 40],
        ['Description', 90],
        ['Qty', 400, 'right'],
        ['Price', 470, 'right'],
        ['Amount', 550, 'right'],
      ],
      [
        ['1', 40],
        ['Renew clutch', 90],
        ['1', 400, 'right'],
        ['420.00', 470, 'right'],
        ['420.00', 550, 'right'],
      ],
    );
    expect(sideBySideTables(rows)).toBeNull();
  });

  it('takes the tables\' own kinds as their descriptions\' headings ("PARTS AND MATERIALS", "LABOR — DESCRIPTION OF WORK")', () => {
    const rows = page(
      [
        ['QTY', 40],
        ['PARTS AND MATERIALS', 70],
        ['AMOUNT', 290, 'right'],
        ['LABOR — DESCRIPTION OF WORK', 310],
        ['CHARGE', 550, 'right'],
      ],
      [
        ['1', 40],
        ['Muffler', 70],
        ['13.14', 290, 'right'],
        ['Install muffler & tail pipe', 310],
        ['10.52', 550, 'right'],
      ],
      [
        ['1', 40],
        ['Fuel pump', 70],
        ['14.07', 290, 'right'],
        ['Tune-up, set points & timing', 310],
        ['8.17', 550, 'right'],
      ],
    );
    expect(sideBySideTables(rows)).toEqual({
      work: [
        { text: 'Install muffler & tail pipe', amount: 10.52 },
        { text: 'Tune-up, set points & timing', amount: 8.17 },
      ],
      parts: [
        { text: 'Muffler', amount: 13.14 },
        { text: 'Fuel pump', amount: 14.07 },
      ],
    });
  });
});
