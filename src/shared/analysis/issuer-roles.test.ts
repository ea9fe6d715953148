import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { fullNameOf, nameOfInitials, withoutDepartment } from './issuer-name';
import type { Word } from './layout';

const isLegalForm = (t: string) => /\b(gmbh|ltd|kg|ag)\b/i.test(t);

/** A page of rows of [text, x, height]: print of each cell's own height, rows set one under the other. */
function printedPage(...rows: [string, number, number][][]): Word[] {
  const words: Word[] = [];
  let y = 60;
  for (const row of rows) {
    const h = Math.max(8, ...row.map(([, , height]) => height));
    for (const [text, x, height] of row) words.push({ text, x0: x, x1: x + text.length * height * 0.55, y0: y, y1: y + height });
    y += h + 6;
  }
  return words;
}

const read = (words: Word[]) =>
  analyzeText({
    fileName: 'b.pdf',
    text: [...new Set(words.map((w) => w.y0))]
      .map((y) =>
        words
          .filter((w) => w.y0 === y)
          .map((w) => w.text)
          .join('   '),
      )
      .join('\n'),
    words,
    today: '2026-01-01',
  });
describe("a logo of the firm's initials", () => {
  it('is the firm the page names in full with its legal form, the letters from its words and their parts', () => {
    const lines = ['GTH   Rechnung', 'Arbeitsleistung   1.100,00', 'Getriebetechnik Haslinger GmbH', 'Puchstraße 133 · 8020 Graz'];
    expect(nameOfInitials('GTH', lines, isLegalForm)).toBe('Getriebetechnik Haslinger GmbH');
    expect(nameOfInitials('KMB', ['Kestrel Motor Bodies Ltd · 4 Mill Lane'], isLegalForm)).toBe('Kestrel Motor Bodies Ltd');
  });
  it("leaves the firm's kind after the initials' words out of the logo (en, de)", () => {
    expect(nameOfInitials('HRE', ['HRE   Unit 4, Brooklands Road', 'Hartley Race Engines Workshop Ltd'], isLegalForm)).toBe(
      'Hartley Race Engines Workshop Ltd',
    );
    expect(nameOfInitials('SF', ['Schmiedel & Fink Karosseriebau GmbH · Am Anger 3'], isLegalForm)).toBe('Schmiedel & Fink Karosseriebau GmbH');
    // Only the last word: two words left out, or a first word without its letter, give no such name.
    expect(nameOfInitials('SF', ['Schmiedel Fahrzeugbau Karosserie Werkstatt GmbH'], isLegalForm)).toBeNull();
    expect(nameOfInitials('FK', ['Schmiedel Fink Karosseriebau GmbH'], isLegalForm)).toBeNull();
  });

  it('is not a name whose words do not give its letters, nor one without a legal form', () => {
    expect(nameOfInitials('GTH', ['Getriebe Müller GmbH'], isLegalForm)).toBeNull();
    expect(nameOfInitials('GTH', ['Getriebetechnik Haslinger'], isLegalForm)).toBeNull();
    expect(nameOfInitials('Kestrel', ['Kestrel Motor Bodies Ltd'], isLegalForm)).toBeNull();
  });

  it('probe: an English bill with a monogram logo and its company in the imprint', () => {
    const words = printedPage(
      [
        ['PRW', 50, 22],
        ['INVOICE', 400, 14],
      ],
      [
        ['Mr A. Cameron', 50, 9],
        ['Invoice no.   4471', 400, 9],
      ],
      [
        ['Rebore and hone, four cylinders', 50, 9],
        ['£380.00', 450, 9],
      ],
      [['Total   £380.00', 400, 9]],
      [
        ['Precision Rebore Works Ltd', 50, 9],
        ['Unit 4, Canal Street, Leeds', 300, 9],
      ],
    );
    expect(read(words).shopName).toBe('Precision Rebore Works Ltd');
  });
});

/** A word placed at x0, y0 in print of height h. */
const w = (text: string, x0: number, y0: number, h: number): Word => ({ text, x0, x1: x0 + text.length * h * 0.5, y0, y1: y0 + h });

/** A bill under a letterhead of two lines on the left, the firm's address on the right. */
const billUnder = (first: string, firstHeight: number, second: string, address: [string, string]) => {
  const words: Word[] = [
    w(first, 40, 43.2, firstHeight),
    w(address[0], 495, 44, 8),
    w(second, 40, 53.2, 18.6),
    w(address[1], 446, 55, 8),
    w('Mr. Jonathan Price', 40, 100, 8),
    w('INVOICE', 40, 120, 12),
    w('Invoice no.', 40, 140, 8),
    w('20181235', 120, 140, 8),
    w('Invoice date', 300, 140, 8),
    w('25-06-2018', 380, 140, 8),
    w('Hydraulic system flushed', 40, 160, 8),
    w('€ 136,00', 450, 160, 8),
    w('Labour', 380, 180, 8),
    w('€ 136,00', 450, 180, 8),
    w('VAT 21%', 380, 192, 8),
    w('€ 28,56', 450, 192, 8),
    w('Total', 380, 204, 8),
    w('€ 164,56', 450, 204, 8),
  ];
  const text = [
    `${first}   ${address[0]}`,
    `${second}   ${address[1]}`,
    'Mr. Jonathan Price',
    'INVOICE',
    'Invoice no.   20181235   Invoice date   25-06-2018',
    'Hydraulic system flushed   € 136,00',
    'Labour   € 136,00',
    'VAT 21%   € 28,56',
    'Total   € 164,56',
  ].join('\n');
  return analyzeText({ fileName: 'b.pdf', text, words, today: '2026-01-01' });
};

describe("a trade's word over the name in the letterhead", () => {
  it('is the name’s first word: "Autobedrijf" over "VAN DER MEULEN"', () => {
    const r = billUnder('Autobedrijf', 8.4, 'VAN DER MEULEN', ['Industrieweg 18', '8011 ZZ Zwolle, Netherlands']);
    expect(r.shopName).toBe('Autobedrijf VAN DER MEULEN');
  });

  it('probe: a title over the name stays out of it', () => {
    const r = billUnder('RECHNUNG', 8.4, 'Karosseriebau Lindner', ['Talstraße 4', '72070 Tübingen']);
    expect(r.shopName).toBe('Karosseriebau Lindner');
  });

  it("a make's service badge in capitals over the name is no part of it", () => {
    const r = billUnder('BOSCH-DIENST', 8.4, 'Autoelektrik Gebr. Lindemann', ['Hauptstraße 12', '34117 Kassel']);
    // Not joined to the name (which of the two the page's other rules then choose is theirs to say).
    expect(r.shopName).not.toBe('BOSCH-DIENST Autoelektrik Gebr. Lindemann');
  });

  it('probe: a logo of a word the name holds already is not added', () => {
    const r = billUnder('Kessler', 8.4, 'Autohaus Kessler', ['Ringstraße 9', '35390 Gießen']);
    expect(r.shopName).toBe('Autohaus Kessler');
  });
});

describe('a stand at a market and a cash sale slip', () => {
  it("a trader's stand with its number is where the trader stands, not its name", () => {
    const r = analyzeText({
      fileName: 'r.pdf',
      text: [
        'No. 750   Bentley Drivers Club Regalia',
        'Stand 95, Beaulieu Autojumble',
        'RECEIPT',
        'Date 8th October 2011',
        'Received with thanks from Mr P. Whittaker (memb. no. 8069)',
        '£84.00   with thanks — Hon. Spares Secretary',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.shopName).toBe('Bentley Drivers Club Regalia');
  });

  it('"BARVERKAUF" heads a cash sale slip: the breaker under it is the issuer', () => {
    const r = analyzeText({
      fileName: 'r.pdf',
      text: [
        'BARVERKAUF - QUITTUNG',
        '',
        'Autoabbruch Leitner   Nr. 2579',
        'Gebrauchtteile · Ankauf · Entsorgung   Datum 28.11.18',
        '8401 Kalsdorf, Feldkirchner Str. 8',
        '1x   Tür hinten links kpl.   45,00',
        'Summe inkl. 20 % USt   € 45,00',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.shopName).toBe('Autoabbruch Leitner');
  });

  it("probe: a marketplace order names the trader after 'Seller:'", () => {
    const r = analyzeText({
      fileName: 'r.pdf',
      text: [
        '04/15/21, 10:20 PM   Order details',
        '',
        'Thank you for your purchase!',
        'Ordered 04/15/2021 · Order number 12-0344-9981',
        'Chrome hubcap set of 4, used   $164.00',
        'Seller: Vintage Wheels Depot (1,204 ratings, 99.5% positive)',
        'Total   $164.00',
      ].join('\n'),
      today: '2026-01-01',
    });
    expect(r.shopName).toBe('Vintage Wheels Depot');
  });
});

describe("the firm's own name, not its department's", () => {
  it('drops a department after a dash', () => {
    expect(withoutDepartment('Käfer-Club Zentralschweiz - Teilelager')).toBe('Käfer-Club Zentralschweiz');
    expect(withoutDepartment('Autohaus Brandt – Service')).toBe('Autohaus Brandt');
    expect(withoutDepartment('Meyer - Schmidt')).toBe('Meyer - Schmidt');
    expect(withoutDepartment('Classic Cars - Sales and Service')).toBe('Classic Cars - Sales and Service');
  });

  it('spells out a short form, in capitals or in mixed case, as the company the page names in full', () => {
    const legal = /\b(gmbh|ltd)\b/i;
    // Fresh paper wants the company's full name here (decision 066): a mixed-case short form is widened too.
    expect(fullNameOf('ReifenBlitz', ['ReifenBlitz Schnelldienst GmbH · Sitz Kassel · HRB 4471'], legal)).toBe('ReifenBlitz Schnelldienst GmbH');
    expect(fullNameOf('KESTREL', ['Kestrel Motor Bodies (Leeds) Ltd · 4 Mill Lane'], legal)).toBe('Kestrel Motor Bodies (Leeds) Ltd');
  });
});
