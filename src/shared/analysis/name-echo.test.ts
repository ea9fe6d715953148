import { describe, expect, it } from 'vitest';
import type { Word } from './layout';
import { nameEchoes, nameFromItsEcho } from './name-echo';

/** One OCR line of words, each with its confidence. */
const line = (key: string, ...words: [string, number][]): Word[] =>
  words.map(([text, confidence], i) => ({ text, confidence, line: key, x0: i * 100, x1: i * 100 + 80, y0: 0, y1: 40 }));

describe('nameEchoes', () => {
  it('finds the name a slip repeats in its web and e-mail addresses and its thanks', () => {
    const text = ['TEL 07-2614733', 'YONGTAT99@YAHOO. COM.MY', '==Visit us online at wew.kings.com.my==', 'Thank you for shopping at FUYI MINI MARKET'].join(
      '\n',
    );
    expect(nameEchoes(text)).toEqual(['YONGTAT99', 'YAHOO', 'kings', 'FUYI MINI MARKET']);
  });
  it('keeps no short word (a mail host, a two-letter domain)', () => {
    expect(nameEchoes('abc@xy.com.my')).toEqual([]);
  });
});

describe('nameFromItsEcho', () => {
  const head = line('1', ["RING'S", 66], ['CONFECTIONERY', 91], ['S/B', 91]);
  it('mends one letter of a word OCR was unsure of from the address that repeats it', () => {
    expect(nameFromItsEcho("RING'S CONFECTIONERY S/B", 'TASTY BAKING\n==Visit us online at wew.kings.com.my==', head)).toBe("KING'S CONFECTIONERY S/B");
  });
  it('never mends a word OCR was sure of, nor one two letters apart', () => {
    const sure = line('1', ["RING'S", 95], ['CONFECTIONERY', 91]);
    expect(nameFromItsEcho("RING'S CONFECTIONERY", 'www.kings.com.my', sure)).toBe("RING'S CONFECTIONERY");
    expect(nameFromItsEcho("RING'S CONFECTIONERY S/B", 'www.kites.com.my', head)).toBe("RING'S CONFECTIONERY S/B");
  });
  it('puts back the letters lost at the left edge where the repeat holds the name whole after them', () => {
    const stooges = line('1', ['HREE', 92], ['STOOGES', 96]);
    expect(nameFromItsEcho('HREE STOOGES', 'www.threestooges.com.my', stooges)).toBe('THREE STOOGES');
    expect(nameFromItsEcho('IA MARTINI', 'thank you for shopping at ASIA MARTINI', line('1', ['IA', 90], ['MARTINI', 90]))).toBe('ASIA MARTINI');
  });
  it('takes no letters before a trade word or a short name: an address has words of its own there', () => {
    expect(nameFromItsEcho('STORES KL', 'www.mystoreskl.com', line('1', ['STORES', 90], ['KL', 90]))).toBe('STORES KL');
    expect(nameFromItsEcho('HOPS', 'www.shops.com', line('1', ['HOPS', 90]))).toBe('HOPS');
  });
  it('leaves a name its repeat confirms, and a slip without one', () => {
    const yong = line('1', ['YONG', 60], ['TAT', 60], ['HARDWARE', 90]);
    expect(nameFromItsEcho('YONG TAT HARDWARE', 'YONGTAT99@YAHOO.COM.MY', yong)).toBe('YONG TAT HARDWARE');
    expect(nameFromItsEcho('YONG TAT HARDWARE', 'TEL 07-2614733', yong)).toBe('YONG TAT HARDWARE');
  });
});
