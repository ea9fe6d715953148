import { describe, expect, it } from 'vitest';
import { placedPage, type Placed } from './grid-page.test-helper';
import { buildRows, rowsToLines } from './layout';
import { headedListsSideBySide } from './headed-lists-side-by-side';

const page = (...rows: (Placed[] | null)[]) => rowsToLines(buildRows(placedPage(...rows))).rowOf;
/** A row of a job on the left and a part with its price on the right; either may be missing. */
const row = (job: string, part: string, price: string): Placed[] =>
  [
    [job, 50],
    [part, 330],
    [price, 545, 'right'],
  ].filter((c) => c[0]) as Placed[];

describe('two lists side by side, each under a heading of its kind', () => {
  it('cuts each row at the right heading: unmarked jobs on the left, counted parts on the right (en)', () => {
    const rows = page(
      [
        ['Jobs done', 50],
        ['Spares fitted', 330],
      ],
      row('Rebuilt front hubs', '2 Hub bearings', '46.20'),
      row('Relined rear brakes', '1 Brake shoe set', '31.75'),
      row('Set tappets and timing', '', ''),
      [
        ['Labour   210.00', 50],
        ['Spares total', 330],
        ['77.95', 545, 'right'],
      ],
    );
    expect(headedListsSideBySide(rows)).toEqual({
      work: [
        { text: 'Rebuilt front hubs', amount: null },
        { text: 'Relined rear brakes', amount: null },
        { text: 'Set tappets and timing', amount: null },
      ],
      parts: [
        { text: 'Hub bearings', amount: 46.2 },
        { text: 'Brake shoe set', amount: 31.75 },
      ],
    });
  });

  it('ends the right list at its sum under its heading’s word while the left goes on (de, parts on the left)', () => {
    const rows = page(
      [
        ['Material', 50],
        ['Arbeiten', 330],
      ],
      [
        ['1 Wasserpumpe', 50],
        ['88,00', 260, 'right'],
        ['• Wasserpumpe gewechselt', 330],
      ],
      [
        ['2 Schellen', 50],
        ['6,40', 260, 'right'],
        ['• Kühler gespült', 330],
      ],
      [
        ['Material', 50],
        ['94,40', 260, 'right'],
        ['• Thermostat geprüft', 330],
      ],
      null,
      [['Gesamt   250,00', 400]],
    );
    expect(headedListsSideBySide(rows)).toEqual({
      work: [
        { text: 'Wasserpumpe gewechselt', amount: null },
        { text: 'Kühler gespült', amount: null },
        { text: 'Thermostat geprüft', amount: null },
      ],
      parts: [
        { text: 'Wasserpumpe', amount: 88 },
        { text: 'Schellen', amount: 6.4 },
      ],
    });
  });

  it('goes on over the blank lines of rows typed double-spaced, and stops at prose after a blank', () => {
    const rows = page(
      [
        ['Arbeitslohn', 50],
        ['Ersatzteile / Material', 330],
      ],
      [
        ['Vergaser gereinigt und eingestellt   86,40', 50],
        ['1 Bremsbelagsatz vorn', 330],
        ['49,54', 545, 'right'],
      ],
      null,
      [
        ['Ölwechsel mit Filter   36,00', 50],
        ['1 Stoßdämpfer hinten', 330],
        ['53,74', 545, 'right'],
      ],
      null,
      [['Inspektion nach Herstellervorgabe   108,00', 50]],
      null,
      [['Der Auftrag wurde mündlich erteilt', 50]],
    );
    expect(headedListsSideBySide(rows)).toEqual({
      work: [
        { text: 'Vergaser gereinigt und eingestellt', amount: 86.4 },
        { text: 'Ölwechsel mit Filter', amount: 36 },
        { text: 'Inspektion nach Herstellervorgabe', amount: 108 },
      ],
      parts: [
        { text: 'Bremsbelagsatz vorn', amount: 49.54 },
        { text: 'Stoßdämpfer hinten', amount: 53.74 },
      ],
    });
  });

  it('reads no lists under two headings of one kind, or lists of one item', () => {
    const same = page(
      [
        ['Parts', 50],
        ['Materials', 330],
      ],
      row('Oil filter   6.00', 'Grease', '3.00'),
      row('Air filter   9.00', 'Solvent', '4.00'),
    );
    expect(headedListsSideBySide(same)).toBeNull();
    const short = page(
      [
        ['Work done', 50],
        ['Parts', 330],
      ],
      row('Oil change', '1 Oil filter', '6.00'),
      null,
    );
    expect(headedListsSideBySide(short)).toBeNull();
  });
});
