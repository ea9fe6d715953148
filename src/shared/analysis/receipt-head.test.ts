import { describe, expect, it } from 'vitest';
import { findShopName } from './extract-fields';
import type { Word } from './layout';
import { identifiesShop, inWiderPrint, letterPitch, nameAboveItsAddress } from './receipt-head';
import { prepareText } from './text-values';

const words = (l: string) => /^[A-Za-z' &.-]+$/.test(l) && /[A-Za-z]{3}/.test(l);

describe('identifiesShop', () => {
  it('knows the lines that follow a shop name: registration number, address, phone, tax number', () => {
    for (const line of [
      '(742016-W)',
      'JM0352019-K',
      'Company Reg. No. : 001055194X',
      'NO.59 JALAN PERMAS 9/5',
      '18,JALAN PERMAS 10/7',
      '47200 Subang',
      'TEL: 07-386 7524',
      'GST ID: 000433614848',
      // A British or Channel Islands postcode; a European street, its number, a comma and the postcode.
      'Rue du Pont, St Helier, Jersey JE2 4QT',
      'Kirkgate, Otley LS21 3HW',
      'Vinohradská 112, 130 00 Praha',
      'Via Garibaldi 4, 10122 Torino',
    ])
      expect(identifiesShop(line), line).toBe(true);
  });
  it('takes a name with a street word for no address without a figure or a comma, nor a branch code for a registration', () => {
    for (const line of [
      'PLAZA PHARMACY',
      'TAMAN SEJATI',
      'BHPetrol Subang Airport',
      'A030/8',
      '3180303',
      'HOME MASTER HARDWARE &',
      'Garage 24, Inh. Ruth Sommer',
      'V8 Specialists',
      // An "@" before a price is an item's "at", no e-mail's.
      '45,20 l @ 1,19   53,79',
      '3 @ 4.99   14.97',
    ])
      expect(identifiesShop(line), line).toBe(false);
  });
  it("knows an e-mail by the domain after its '@', a digit first or spaced by OCR", () => {
    for (const line of ['info@tankdienst-ring.de', 'sales @ 24hourfuel.co.uk']) expect(identifiesShop(line), line).toBe(true);
  });
});

describe('nameAboveItsAddress', () => {
  it('takes the line of words right above the first line that identifies the shop', () => {
    const lines = ['DA', '© TAX INVOICE', 'BHPetrol Subang Airport', 'Jalan Lapangan Terbang Subang', '47200 Subang', 'D Rosh Servport'];
    expect(nameAboveItsAddress(lines, (l) => words(l) && !/jalan|invoice/i.test(l))).toEqual({ line: 2, anchor: 4 });
  });
  it('takes the identifying line itself when the name opens it before its registration number', () => {
    expect(nameAboveItsAddress(['Th aa', '99 SPEED MART S/B (519537-X)', 'LOT P.T. 2811, JALAN ANGSA,'], () => true)).toEqual({ line: 1, anchor: 1 });
    // A label before the number is no name.
    expect(nameAboveItsAddress(['HON HWA HARDWARE', 'Company Reg. No. : 001055194X'], words)).toEqual({ line: 0, anchor: 1 });
  });
  it('finds nothing when no line of the head identifies a shop, or no name stands above it', () => {
    expect(nameAboveItsAddress(['SUNFISH', 'TABLE 17'], words)).toBeNull();
    expect(nameAboveItsAddress(['TAMAN SEJATI', '45600 BESTARI JAYA'], () => false)).toBeNull();
  });
});

describe("a receipt's name above its address", () => {
  it('never takes a line below the address for the name, nor the closing thanks over a name in the head', () => {
    const receipt = [
      '© TAX INVOICE',
      'BHPetrol Subang Airport',
      'Jalan Lapangan Terbang Subang',
      '47200 Subang',
      "D'Rosh Servport",
      'CO. REG. NO: 000948487-V',
      'TOTAL AMOUNT PAYABLE RM 41.95',
      'Thank You For Shopping At ZidPetromart',
    ].join('\n');
    expect(findShopName(prepareText(receipt, true), { receipt: true })).toBe('BHPetrol Subang Airport');
    // Elsewhere the thanks still name a shop whose head is illegible.
    expect(findShopName(prepareText('TAMAN SEJATI\n45600 BESTARI JAYA\nTOTAL 9.00\nThank you for shopping at FUYI MINI MARKET', true), { receipt: true })).toBe(
      'FUYI MINI MARKET',
    );
  });
  it('takes the name over an address known by its postcode, never the address nor the paper’s title under it', () => {
    const gb =
      'Sarnia Valeting\nLe Bordage, St Peter Port, Guernsey GY1 1BT\nwww.sarniavaleting.gg\nDate 02/05/2023   Rcpt 4471\nInterior valet   £ 25.00\nTOTAL   £ 25.00';
    expect(findShopName(prepareText(gb, true), { receipt: true })).toBe('Sarnia Valeting');
    const cz =
      'Pneu Hollerbach\nDomažlická 160, 318 00 Plzeň\nKassenbeleg\nP97310   13.11.2000   Škoda Felicia\nBelegnummer   Datum   Fahrzeug\nVentile   80,00 Kč\nBezahlt bar   80,00 Kč';
    expect(findShopName(prepareText(cz, true), { receipt: true })).toBe('Pneu Hollerbach');
  });
  it("takes a fuel slip's station over the grade sold, whose litres at a price are no shop's contact line", () => {
    const de =
      'TANKDIENST BOXENGASSE\nFahrerlager Nord · Rennstrecke\nZapfsäule 2   21.06.2004 09:12\nSUPER PLUS 98 ROZ\n45,20 l @ 1,19   53,79\nSUMME EUR   53,79';
    expect(findShopName(prepareText(de, true), { receipt: true })).toBe('TANKDIENST BOXENGASSE');
    const en = 'Lydden Hill Fuel Stop\nPUMP 7   02/08/2011 11:05\nV-POWER NITRO+ 99\n40.00 L @ 1.62   64.80\nTOTAL   64.80';
    expect(findShopName(prepareText(en, false), { receipt: true })).toBe('Lydden Hill Fuel Stop');
  });
  it('keeps a trade name above the address, its legal form wrapped to the next line', () => {
    const receipt = 'PASARAYA BORONG PINTAR\nSDN BHD\nBR No.: (124525-H)\nNO 19-G, JALAN TASIK UTAMA 4,\nKEDAI RUNCIT MURAH SERVICE';
    expect(findShopName(prepareText(receipt, true), { receipt: true })).toBe('PASARAYA BORONG PINTAR SDN BHD');
  });
});

/** A till's head as OCR's words: each line centred on the slip, its letters `pitch` pixels wide, a line 60 px under the last. */
function head(lines: [string, number][]): Word[] {
  return lines.flatMap(([text, pitch], row) => {
    let x = 600 - (text.length * pitch) / 2;
    return text.split(' ').map((word) => {
      const w = { text: word, x0: x, x1: x + word.length * pitch, y0: row * 60, y1: row * 60 + 45, line: `1.1.${row}.1`, confidence: 95 };
      x = w.x1 + pitch;
      return w;
    });
  });
}

describe("the name in a till's widest print", () => {
  const lines: [string, number][] = [
    ['THREE STOOGES', 58],
    ['BISTRO & CAFE', 28],
    ['109, SS21/1A,', 28],
    ['DAMANSARA UTAMA', 28],
    ['GST ID : 001661886464', 28],
  ];
  const words = head(lines);
  const text = lines.map(([l]) => l).join('\n');
  const rows = prepareText(text, true, words, true).rows;
  const pitch = (line: string) => letterPitch(rows, line);

  it("measures a line's letters by its words' boxes", () => {
    expect(letterPitch(rows, 'THREE STOOGES')).toBeCloseTo(58, 0);
    expect(letterPitch(rows, 'BISTRO & CAFE')).toBeCloseTo(28, 0);
    expect(letterPitch(rows, 'NO SUCH LINE')).toBeNull();
    expect(letterPitch(undefined, 'THREE STOOGES')).toBeNull();
  });
  it("finds a line whose dot between words OCR's text read as a hyphen, the rows as a middle dot by its shape", () => {
    // The dots' boxes are dots, a few pixels square at the letters' middle: OCR's text reads them as hyphens.
    const ocr = (text: string, x0: number, x1: number, y0 = 100, y1 = 130): Word => ({ text, x0, x1, y0, y1, line: '1.1.1.1', confidence: 90 });
    const words = [ocr('Kaffee', 100, 220), ocr('-', 236, 242, 113, 119), ocr('Kuchen', 258, 378), ocr('-', 394, 400, 113, 119), ocr('Eis', 416, 476)];
    const text = 'Kaffee - Kuchen - Eis';
    const rows = prepareText(text, true, words, true).rows;
    expect(rows?.[0]?.text).toContain('·');
    expect(letterPitch(rows, text)).toBeGreaterThan(15);
    expect(letterPitch(rows, 'Kaffee · Kuchen · Eis')).toBe(letterPitch(rows, text));
    // Words joined by hyphens are another line.
    expect(letterPitch(rows, 'Kaffee-Kuchen-Eis')).toBeNull();
  });
  it('takes the line in double width over the trade printed under it', () => {
    expect(inWiderPrint('THREE STOOGES', 'BISTRO & CAFE', pitch)).toBe(true);
    expect(findShopName(prepareText(text, true), { receipt: true, pitch })).toBe('THREE STOOGES');
    // Without the positions, the line right above the address, as before.
    expect(findShopName(prepareText(text, true), { receipt: true })).toBe('BISTRO & CAFE');
  });
  it('keeps a name in print as wide as the line above it, a legal name under a brand, and never takes handwriting', () => {
    const even = (first: string, second: string, w1: number, w2: number) => {
      const ls: [string, number][] = [
        [first, w1],
        [second, w2],
        ['109, SS21/1A,', 28],
        ['GST ID : 001661886464', 28],
      ];
      const r = prepareText(ls.map(([l]) => l).join('\n'), true, head(ls), true).rows;
      return findShopName(prepareText(ls.map(([l]) => l).join('\n'), true), { receipt: true, pitch: (l) => letterPitch(r, l) });
    };
    expect(even('SOON HUAT', 'MACHINERY ENTERPRISE', 30, 28)).toBe('MACHINERY ENTERPRISE');
    expect(even('KIKU JAPANESE', 'TK DIVISION KITCHEN SDN BHD', 50, 30)).toBe('TK DIVISION KITCHEN SDN BHD');
    expect(even('tan woon yann', 'SOON HUAT MACHINERY', 60, 30)).toBe('SOON HUAT MACHINERY');
  });
});
