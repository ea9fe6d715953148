import { describe, expect, it } from 'vitest';
import { findShopName, shopNameOf } from './extract-fields';
import { prepareText } from './text-values';

describe('shopNameOf', () => {
  it('drops the registration number in brackets after the name, closed or cut off', () => {
    expect(shopNameOf('AEON CO. (M) BHD (126926-H)')).toBe('AEON CO. (M) BHD');
    expect(shopNameOf('AEON CO. (M) BHD (126925-H')).toBe('AEON CO. (M) BHD');
    expect(shopNameOf('VIVOPAC MARKETING SDN BHD (1070687-M)')).toBe('VIVOPAC MARKETING SDN BHD');
  });
  it('drops a stray mark before the name and keeps brackets that are part of it', () => {
    expect(shopNameOf('© THAI DELICIOUS RESTAURANT')).toBe('THAI DELICIOUS RESTAURANT');
    expect(shopNameOf('MR D.I.Y. (M) SDN BHD')).toBe('MR D.I.Y. (M) SDN BHD');
    expect(shopNameOf('(TAMAN DAYA) SDN BHD')).toBe('(TAMAN DAYA) SDN BHD');
  });
});

describe('findShopName', () => {
  it('joins a name whose legal form wraps to the next line, never a registration line', () => {
    expect(findShopName(prepareText('POPULAR BOOK\nCO. (M) SDN BHD\nNO. 12, JALAN BESAR', true))).toBe('POPULAR BOOK CO. (M) SDN BHD');
    expect(findShopName(prepareText('HON HWA HARDWARE TRADING\nCompany Reg. No. : 001055194X', true))).toBe('HON HWA HARDWARE TRADING');
  });
});
