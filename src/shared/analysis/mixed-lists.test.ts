import { describe, expect, it } from 'vitest';
import type { Word } from './layout';
import { analyzePage, placedPage, type Placed } from './grid-page.test-helper';
import { isMixedListHeading, mixedListRows, namesService, plainlyOfBothKinds, sortedByWords, writtenAsJob } from './mixed-lists';

const analyze = (words: Word[]) => analyzePage(words, 'service');

/** A row of a four-column bill: description, count, price, amount. */
const row = (text: string, count: string, each: string, amount: string): Placed[] => [
  [text, 50],
  [count, 300, 'right'],
  [each, 380, 'right'],
  [amount, 470, 'right'],
];

describe('one list of services and goods under a heading that names both', () => {
  it('knows the heading row by a description cell of both kinds beside short column headings', () => {
    expect(isMixedListHeading('Artikel / Leistung   Anzahl   Preis netto   Summe netto')).toBe(true);
    expect(isMixedListHeading('Anz.   Leistung / Material   Einzelpreis €   Gesamt €')).toBe(true);
    expect(isMixedListHeading('Teile / Arbeiten   DM (inkl. MwSt.)')).toBe(true);
    expect(isMixedListHeading('DESCRIPTION OF WORK & PARTS   QTY   AMOUNT')).toBe(true);
    // One kind's two names, a heading with a figure, a sentence: no mixed list.
    expect(isMixedListHeading('Material / Ersatzteile   Menge   Betrag')).toBe(false);
    expect(isMixedListHeading('Teile / Arbeiten   19 %')).toBe(false);
    expect(isMixedListHeading('12 months parts and labour warranty on all work')).toBe(false);
    expect(isMixedListHeading('Parts & Labour   Kasse 3   Bediener')).toBe(false);
  });

  it('names a row a service by a verb of work or a noun of work, a part by a thing', () => {
    for (const job of [
      'Reifenmontage',
      'Auswuchten',
      'Achsvermessung mit Protokoll',
      'Einbau Auspuffanlage',
      'Abgasuntersuchung (ASU)',
      'Bremsprüfstand-Test',
      'Wheel alignment',
      'Fitting & balancing',
      'Reifen montiert und gewuchtet',
      'Einwinterungspaket',
    ])
      expect(namesService(job), job).toBe(true);
    for (const part of [
      'Reifen 195/65 R15 Vredestein',
      'Gummiventil',
      'Montagesatz (Schellen, Halter)',
      'Exhaust fitting kit',
      'Avon Turbospeed 165 HR 14',
      'Ölpumpe überholt (Austausch)',
      'Radlager',
      'Rear wheel arch repair section',
    ])
      expect(namesService(part), part).toBe(false);
  });

  it('keeps the page order within each list', () => {
    const rows = ['Tyre 165R13', 'Fitting', 'Valve', 'Balancing'].map((text) => ({ text, amount: 1 }));
    expect(sortedByWords(rows)).toEqual({ work: [rows[1], rows[3]], parts: [rows[0], rows[2]] });
  });

  it("reads a tyre fitter's bill: the tyres and valves are parts, the fitting, balancing and alignment are jobs", () => {
    const words = placedPage(
      [['Reifendienst Brandt', 50]],
      [['Kanalstraße 4 · 26871 Papenburg · Reifen · Auswuchten', 50]],
      null,
      [['Rechnung 4471 vom 12.06.2009', 50]],
      [['Fahrzeug: Opel Kadett C · km 118.400', 50]],
      null,
      [
        ['Artikel / Leistung', 50],
        ['Anzahl', 300, 'right'],
        ['Preis', 380, 'right'],
        ['Gesamt', 470, 'right'],
      ],
      row('Reifen Uniroyal 155 R 13', '4', '61,00', '244,00'),
      row('Gummiventil', '4', '2,10', '8,40'),
      row('Reifenmontage', '4', '7,50', '30,00'),
      row('Auswuchten', '4', '6,00', '24,00'),
      row('Achsvermessung', '1', '59,00', '59,00'),
      null,
      [
        ['Netto', 50],
        ['365,40', 470, 'right'],
      ],
      [
        ['MwSt. 19 %', 50],
        ['69,43', 470, 'right'],
      ],
      [
        ['Zu zahlen EUR', 50],
        ['434,83', 470, 'right'],
      ],
    );
    const r = analyze(words);
    expect(r.workPerformed).toEqual(['Reifenmontage', 'Auswuchten', 'Achsvermessung']);
    expect(r.partsUsed).toEqual(['Reifen Uniroyal 155 R 13', 'Gummiventil']);
  });

  it('reads the subtotals of services and goods a booking portal prints under such a list', () => {
    const words = placedPage(
      [['Pneu Service Lindau', 50]],
      [['Rechnung vom 03.03.2022', 50]],
      null,
      [
        ['Artikel / Leistung', 50],
        ['Anzahl', 300, 'right'],
        ['Preis netto', 380, 'right'],
        ['Summe netto', 470, 'right'],
      ],
      row('Reifen Nankang 165/80 R15', '4', '88,00', '352,00'),
      row('Reifenmontage und Auswuchten', '4', '15,00', '60,00'),
      row('Achsvermessung', '1', '70,00', '70,00'),
      [
        ['Dienstleistungen netto', 50],
        ['130,00', 470, 'right'],
      ],
      [
        ['Waren netto', 50],
        ['352,00', 470, 'right'],
      ],
      [
        ['zzgl. 19 % USt.', 50],
        ['91,58', 470, 'right'],
      ],
      [
        ['Zu zahlen', 50],
        ['573,58', 470, 'right'],
      ],
    );
    const r = analyze(words);
    expect(r.laborCost).toBe(130);
    expect(r.partsCost).toBe(352);
    expect(r.workPerformed).toEqual(['Reifenmontage und Auswuchten', 'Achsvermessung']);
  });
});

describe("a mixed list's unpriced jobs, and a bill of both kinds under no heading", () => {
  it('reads the rows under a mixed heading, priced or not, without the labour’s charge or a line that goes on with the one above', () => {
    const lines = [
      'Pos.   Ausgeführte Arbeiten / Material   Betrag EUR',
      '1   Kupplung nachgestellt',
      '2   1 Luftfilter   9,20',
      '3   Inspektionspaket   149,00',
      'enthält: Ölwechsel mit Filter, Zündkerzen,',
      'Bremsflüssigkeit ergänzt',
      '4   Arbeitslohn 2,0 Std. à 64,00   128,00',
      'Nettobetrag   286,20',
      'MwSt. 19 %   54,38',
    ];
    expect(mixedListRows(lines)?.map((r) => r.text)).toEqual(['Kupplung nachgestellt', 'Luftfilter', 'Inspektionspaket']);
    expect(mixedListRows(['Beschreibung   Betrag', 'Ölwechsel   40,00'])).toBeNull();
  });

  it('knows a row written as a job done by its participle or its first word’s order of work', () => {
    for (const job of [
      'Bremsen vorne überholt',
      'Türverkleidungen neu bezogen',
      'Replace water pump',
      'To renewing rear valance',
      'R&R U-joints',
      'Set timing',
      'Fix flat, rotate tires',
      'Decoke engine incl. gaskets',
    ])
      expect(writtenAsJob(job), job).toBe(true);
    for (const other of ['Oil Change', 'Cabin Air Filter', 'Stoßdämpfer (Paar)', 'Turbospeed 165 HR 14', 'Gelenken', 'Cargo insurance (stated value)'])
      expect(writtenAsJob(other), other).toBe(false);
  });

  it('splits a bill under no heading only when two rows or more are written as jobs done beside a bare thing', () => {
    const rows = (...texts: string[]) => texts.map((text) => ({ text, amount: 10 }));
    expect(plainlyOfBothKinds(rows('Bremsen vorne überholt', 'Lichtmaschine instandgesetzt', 'Stoßdämpfer (Paar)'))).toBe(true);
    // A ticket of menu items: no job written as done, one list of what the shop did.
    expect(plainlyOfBothKinds(rows('Full Synthetic Oil Service', 'Engine Air Filter', 'Cabin Air Filter'))).toBe(false);
    // Jobs alone: nothing to split.
    expect(plainlyOfBothKinds(rows('Replace water pump', 'Adjust clutch', 'Wheel alignment'))).toBe(false);
  });

  it('reads such a bill: the jobs done and the things fitted apart', () => {
    const words = placedPage(
      [['Garage Lüthi', 50]],
      [['Rechnung 1188   Thun, 14.03.1994', 50]],
      [['Opel Manta B · km 88 410', 50]],
      null,
      [
        ['Bremsen vorne überholt', 50],
        ['Fr. 180.00', 470, 'right'],
      ],
      [
        ['Lichtmaschine instandgesetzt', 50],
        ['Fr. 95.00', 470, 'right'],
      ],
      [
        ['Bremsbeläge vorne', 50],
        ['Fr. 64.00', 470, 'right'],
      ],
      [
        ['Kohlebürsten', 50],
        ['Fr. 18.50', 470, 'right'],
      ],
      null,
      [
        ['Total', 50],
        ['Fr. 357.50', 470, 'right'],
      ],
    );
    const r = analyze(words);
    expect(r.workPerformed).toEqual(['Bremsen vorne überholt', 'Lichtmaschine instandgesetzt']);
    expect(r.partsUsed).toEqual(['Bremsbeläge vorne', 'Kohlebürsten']);
  });
});
