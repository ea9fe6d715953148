import { describe, expect, it } from 'vitest';
import { placedPage, type Placed } from './grid-page.test-helper';
import { findLabelled, type LabelField } from './labels';
import { prepareText } from './text-values';

/** A boxed form's bands of captions and values: each value read in its caption's box, over or under it. */
const page = (...rows: (Placed[] | null)[]) => {
  const words = placedPage(...rows);
  const text = rows.map((r) => (r ?? []).map(([t]) => t).join('   ')).join('\n');
  return prepareText(text, true, words);
};
const first = (doc: ReturnType<typeof page>, field: LabelField) => findLabelled(doc, field)[0]?.candidates[0] ?? null;

describe('a band of coded captions over its values', () => {
  it("reads a caption's value in its box below ('Feld 2 Versicherungsschein-Nr.' over '35 224 4453')", () => {
    const doc = page(
      [['Kraftfahrtversicherung', 40]],
      null,
      [
        ['Feld 1 Versicherungsnehmer', 42],
        ['Feld 2 Versicherungsschein-Nr.', 292],
      ],
      [
        ['Brigitte Amon', 60],
        ['35 224 4453', 310],
      ],
      [
        ['Feld 3 Versicherungsbeginn', 42],
        ['Feld 4 Ablauf', 292],
      ],
      [
        ['01.12.1998', 60],
        ['01.12.1999', 310],
      ],
    );
    expect(first(doc, 'policyNumber')).toBe('35 224 4453');
    // The row above fits the captions too; the band began with captions, so each value stands under its caption.
    expect(first(doc, 'effectiveStart')).toBe('01.12.1998');
  });

  it("reads bare numbered captions as codes, not the next caption as a value ('3 Police-Nr.   4 Kontrollschild')", () => {
    const doc = page(
      [
        ['1 Versicherungsnehmer', 42],
        ['2 Adresse', 292],
      ],
      [
        ['Franz Kägi', 46],
        ['8620 Wetzikon ZH', 296],
      ],
      [
        ['3 Police-Nr.', 42],
        ['4 Kontrollschild', 212],
        ['5 Marke / Typ', 382],
      ],
      [
        ['28.930268', 46],
        ['ZH 450546', 216],
        ['VW T2 Bus', 386],
      ],
    );
    expect(first(doc, 'policyNumber')).toBe('28.930268');
    expect(first(doc, 'plateNumber')).toBe('ZH 450546');
  });
});

describe('a band of captions under its values', () => {
  it("reads the value over its caption where the band begins with values ('(4) km-Stand' under '62.219')", () => {
    const doc = page(
      [['Werkstattauftrag', 40]],
      null,
      [
        ['Jürgen Bräuer', 40],
        ['Porsche 911 SC', 290],
      ],
      [
        ['(1) Kunde', 40],
        ['(2) Fahrzeug', 290],
      ],
      [
        ['MEI-VC 600', 40],
        ['62.219', 170],
        ['28.10.1993', 290],
      ],
      [
        ['(3) Kennzeichen', 40],
        ['(4) km-Stand', 170],
        ['(5) Auftragsdatum', 290],
      ],
    );
    expect(first(doc, 'mileage')).toBe('62.219');
  });

  it("reads a sum set right at its box's end, not the next caption's rate ('(8) Teile netto   (9) MwSt. 15 %')", () => {
    const doc = page(
      [
        ['(7) Lohn netto', 42],
        ['(8) Teile netto', 167],
        ['(9) MwSt. 15 %', 292],
        ['(10) Rechnungsbetrag DM', 402],
      ],
      [
        ['115,00', 161, 'right'],
        ['349,71', 286, 'right'],
        ['69,71', 396, 'right'],
        ['534,42', 536, 'right'],
      ],
    );
    expect(first(doc, 'partsCost')).toBe('349,71');
    expect(first(doc, 'totalCost')).toBe('534,42');
  });
});
