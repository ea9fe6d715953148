import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { gridPage } from './grid-page.test-helper';
import type { Word } from './layout';

/** A page whose first row is printed large (a letterhead), the rest at body size. */
function letterheadPage(head: string[], ...rows: string[][]): Word[] {
  const big = head.map((text, c) => ({ text, x0: 50 + c * 200, x1: 50 + c * 200 + text.length * 9, y0: 80, y1: 96 }));
  return [...big, ...gridPage(...rows)];
}
const analyzeLetterhead = (head: string[], ...rows: string[][]) =>
  analyzeText({
    fileName: 'p.pdf',
    text: [head, ...rows].map((r) => r.join('   ')).join('\n'),
    words: letterheadPage(head, ...rows),
    today: '2026-01-01',
  });

describe('who issued a paper, by its letterhead (decision 042)', () => {
  it("a report's letterhead names its appraiser when no one signs; a German title's compound is no name", () => {
    const r = analyzeLetterhead(
      ['Oldtimer Prüfdienst Berg GmbH', 'Zustandsgutachten'],
      ['Fahrzeug', 'Porsche 912'],
      ['Baujahr', '1967'],
      ['Datum der Besichtigung', '12.05.2021'],
      ['Zustand', 'Note 2'],
      ['Wiederbeschaffungswert', '48.000,00 €'],
    );
    expect(r.documentType).toBe('appraisal');
    expect(r.appraiserName).toBe('Oldtimer Prüfdienst Berg GmbH');
  });

  it("a dealer's sale paper, its buyer unlabelled: the firm by its legal form sells the car", () => {
    const r = analyzeLetterhead(
      ['Kingsway Historic Motors Ltd', 'SALES INVOICE'],
      ['Mr A. Palmer', 'Invoice no. 2041'],
      ['4 Elm Road, Bath', 'Date 2 May 2019'],
      ['Vehicle', '1972 MGB GT'],
      ['Vehicle sale price', '£14,950.00'],
      ['Balance paid on collection', '£14,950.00'],
    );
    expect(r.documentType).toBe('purchase');
    expect(r.sellerName).toBe('Kingsway Historic Motors Ltd');
  });

  it('a policy number of a letter code and digit groups is read whole', () => {
    const r = analyzeLetterhead(
      ['Nordlicht Versicherung AG'],
      ['Versicherungsschein'],
      ['Policennummer', 'KV 17 204518'],
      ['Deckung', 'Teilkasko'],
      ['Jahresbeitrag', '312,40 €'],
    );
    expect(r.policyNumber).toBe('KV 17 204518');
  });
});

describe('a sale paper by a dealer that says it sold (decision 042)', () => {
  it('"Wir verkauften Ihnen": the business in the letterhead is the seller, no legal form needed', () => {
    const r = analyzeLetterhead(
      ['Autoparadies Lenz'],
      ['Rechnung / Kaufvertrag', 'Rechnungsdatum: 04.02.1993'],
      ['Wir verkauften Ihnen folgendes Fahrzeug:'],
      ['Fabrikat / Typ', 'Opel Manta B'],
      ['Fahrzeugpreis', '9.800,00 DM'],
    );
    expect(r.sellerName).toBe('Autoparadies Lenz');
  });

  it('a caption before the seller’s name is no part of it', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      text: 'Kaufvertrag\n\nVerkäufer   Name: Jana Roth\nKäufer   Name: Uwe Brandt\n\nKaufpreis: 12.000,00 EUR\nOrt/Datum: Kiel, 01.06.2020',
      today: '2026-01-01',
    });
    expect(r.sellerName).toBe('Jana Roth');
  });
});

describe('a registration number of a letter and a group of digits (decision 042)', () => {
  it('is read whole beside its label, not the date of the next row', () => {
    const r = analyzeText({
      fileName: 'p.pdf',
      text: 'CERTIFICATE OF REGISTRATION\n\nREGISTRATION NO.   K 4410932   PLATE   7ABC221\nVALID THROUGH   3/31/81   YEAR   1968',
      today: '2026-01-01',
    });
    expect(r.registrationNumber).toBe('K 4410932');
    expect(r.plateNumber).toBe('7ABC221');
  });
});
