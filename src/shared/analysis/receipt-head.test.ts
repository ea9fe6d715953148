import { describe, expect, it } from 'vitest';
import { findShopName } from './extract-fields';
import { identifiesShop, nameAboveItsAddress } from './receipt-head';
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
    ])
      expect(identifiesShop(line), line).toBe(true);
  });
  it('takes a name with a street word for no address without a figure or a comma, nor a branch code for a registration', () => {
    for (const line of ['PLAZA PHARMACY', 'TAMAN SEJATI', 'BHPetrol Subang Airport', 'A030/8', '3180303', 'HOME MASTER HARDWARE &'])
      expect(identifiesShop(line), line).toBe(false);
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
  it('keeps a trade name above the address, its legal form wrapped to the next line', () => {
    const receipt = 'PASARAYA BORONG PINTAR\nSDN BHD\nBR No.: (124525-H)\nNO 19-G, JALAN TASIK UTAMA 4,\nKEDAI RUNCIT MURAH SERVICE';
    expect(findShopName(prepareText(receipt, true), { receipt: true })).toBe('PASARAYA BORONG PINTAR SDN BHD');
  });
});
