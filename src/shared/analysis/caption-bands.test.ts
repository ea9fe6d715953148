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

describe("a form's numbered captions, each alone on a line over its value", () => {
  it("reads the line under the caption ('4. Effective from' over its date), not the value above it", () => {
    const doc = prepareText(
      [
        'TEMPORARY COVER NOTE',
        '3. Registration mark',
        'ASJ 215',
        '4. Effective from',
        '12/08/1998 at 12 noon',
        '5. Expiry date',
        '11/10/1998 at 12 noon',
        '6. Cover',
        'Third Party, Fire and Theft',
      ].join('\n'),
      true,
    );
    expect(findLabelled(doc, 'effectiveStart')[0]?.candidates[0]).toBe('12/08/1998 at 12 noon');
    expect(findLabelled(doc, 'effectiveEnd')[0]?.candidates[0]).toBe('11/10/1998 at 12 noon');
  });

  it('keeps a numbered heading over prose a heading', () => {
    const doc = prepareText(['2. Zustand', 'Der Wagen ist gepflegt.', 'Lack gut.'].join('\n'), true);
    expect(findLabelled(doc, 'conditionNotes')).toEqual([]);
  });
});

describe("a value right under another caption is that caption's", () => {
  it("reads the reading under 'km-Stand', not the date under the caption above it ('Rechnungsdatum')", () => {
    const doc = page(
      [
        ['Empfänger', 42],
        ['Rechnungs-Nr.', 332],
        ['Rechnungsdatum', 437],
      ],
      [
        ['Georg Stadler', 48],
        ['19-182', 338],
        ['06.01.2019', 443],
      ],
      [
        ['Ringstraße 10', 48],
        ['Leistungsdatum', 332],
        ['km-Stand', 437],
      ],
      [
        ['01.01.2019', 338],
        ['165505', 443],
      ],
    );
    expect(first(doc, 'mileage')).toBe('165505');
  });

  it('leaves a single column of values over their captions as it was (the value over the caption first)', () => {
    const doc = page([['1989', 40]], [['Year', 40]], [['Very good original', 40]], [['Overall condition', 40]], [['KF33 HXF', 40]], [['Registration', 40]]);
    expect(first(doc, 'conditionNotes')).toBe('Very good original');
  });
});

describe('captions in their cells', () => {
  it("reads a numbered caption beside an unnumbered one ('Ausweis-Nr.   15 Kontrollschild')", () => {
    const doc = page(
      [['Fahrzeugausweis', 234]],
      [
        ['Ausweis-Nr.', 54],
        ['15 Kontrollschild', 302],
      ],
      [
        ['297.670.999', 54],
        ['SG 138601', 302],
      ],
    );
    expect(first(doc, 'plateNumber')).toBe('SG 138601');
  });

  it("reads no label across a column gap ('km-Stand   Annahme' are two captions, the reading under the first)", () => {
    const doc = page(
      [
        ['Type', 54],
        ['km-Stand', 200],
        ['Annahme', 350],
      ],
      [
        ['VW Golf I GTI', 54],
        ['166.700', 200],
        ['11.03.2024', 350],
      ],
    );
    expect(findLabelled(doc, 'mileage').map((h) => [h.label, h.candidates[0]])).toEqual([['km-Stand', '166.700']]);
  });
});
