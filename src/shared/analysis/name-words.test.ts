import { describe, expect, it } from 'vitest';
import { mendTradeWords, misreadTradeWord } from './name-words';

describe('misreadTradeWord', () => {
  it('mends a trade word or place name misread by one known confusion', () => {
    expect(misreadTradeWord('HART')).toBe('MART');
    expect(misreadTradeWord('JOHGR')).toBe('JOHOR');
    expect(misreadTradeWord('TRAD1NG')).toBe('TRADING');
    expect(misreadTradeWord('BAKER1ES')).toBe('BAKERIES');
    expect(misreadTradeWord('5HOP')).toBe('SHOP');
  });
  it('leaves the vocabulary, the shop’s own words and unknown confusions alone', () => {
    expect(misreadTradeWord('MART')).toBeNull();
    expect(misreadTradeWord('SPEED')).toBeNull();
    // K for M is no confusion of print.
    expect(misreadTradeWord('KART')).toBeNull();
    // Two differences are another word.
    expect(misreadTradeWord('HARK')).toBeNull();
    // Small letters are not a till's capitals.
    expect(misreadTradeWord('Hart')).toBeNull();
  });
});

describe('mendTradeWords', () => {
  it('mends words inside the name, brackets and marks kept', () => {
    expect(mendTradeWords('MR D.I.Y. (JOHGR) SDN BHD')).toBe('MR D.I.Y. (JOHOR) SDN BHD');
    expect(mendTradeWords('99 SPEED HART S/B')).toBe('99 SPEED MART S/B');
    expect(mendTradeWords('HOME MASTER HARDWARE & ELECTRICAL')).toBe('HOME MASTER HARDWARE & ELECTRICAL');
    expect(mendTradeWords('Watson’s Personal Care')).toBe("Watson's Personal Care");
  });
});
