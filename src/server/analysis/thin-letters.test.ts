import { describe, expect, it } from 'vitest';
import type { Word } from '../../shared/analysis/layout';
import {
  abbreviationsOfPage,
  mendAbbreviation,
  mendEnglishRn,
  mendLostCapital,
  mendThinLetters,
  thinEdits,
  withLitres,
  withThinLetters,
  wordsOfPage,
} from './thin-letters';

describe('mendThinLetters', () => {
  it('puts back a thin letter a scan lost or turned into another, where that makes a word of the dictionary', () => {
    expect(mendThinLetters('Deckungsumtang', wordsOfPage('Umfang'))).toBe('Deckungsumfang');
    expect(mendThinLetters('Bezahit:')).toBe('Bezahlt:');
    expect(mendThinLetters('Ausgestelt')).toBe('Ausgestellt');
  });

  it('reads an abbreviation\'s "m" as "rn" where the page spells it so elsewhere', () => {
    const page = abbreviationsOfPage('Zahnriemen em.\nBremsbeläge VA ern.');
    expect(mendAbbreviation('em.', page)).toBe('ern.');
    expect(mendAbbreviation('em.', abbreviationsOfPage('Zahnriemen em.'))).toBe('em.');
    expect(mendAbbreviation('ern.', page)).toBe('ern.');
  });

  it('reads an "m" as the "rn" it blurred from', () => {
    expect(mendThinLetters('emeuert')).toBe('erneuert');
  });

  it("mends a compound's part only where another word of the page spells it so", () => {
    expect(mendThinLetters('Ölfiter')).toBe('Ölfiter');
    expect(mendThinLetters('Ölfiter', wordsOfPage('Mikrofilter ersetzt'))).toBe('Ölfilter');
    expect(mendThinLetters('Luftfiterelement', ['mikrofilter'])).toBe('Luftfilterelement');
    expect(mendThinLetters('Zulassungsbeschenigung', wordsOfPage('Bescheinigung'))).toBe('Zulassungsbescheinigung');
    // A short part is in too many words ("trag" in every "Betrag"): "Besichtigungstag" stays.
    expect(mendThinLetters('Besichtigungstag', wordsOfPage('Betrag Vertrag'))).toBe('Besichtigungstag');
  });

  it('takes an "i" back for the "l" whose top the scan lost where that makes a compound, without the page saying so', () => {
    expect(mendThinLetters('Schiusskontrolle')).toBe('Schlusskontrolle');
    expect(mendThinLetters('Kontrolischild')).toBe('Kontrollschild');
    expect(mendThinLetters('Heckembiem')).toBe('Heckemblem');
    // A letter put in still asks for the page's word ("Ölfiter" above); a part of four letters is too short to vouch.
    expect(mendThinLetters('Luftfiterelement')).toBe('Luftfiterelement');
  });

  it('leaves words, names, short words, abbreviations and a word whose ends differ as they are', () => {
    for (const w of ['Zahnriemen', 'Federbeinpatrone', 'Wendling', 'Pichler', 'Malus', 'Besicht.', 'Vereinbarter', 'TWINT', 'Materiel'])
      expect(mendThinLetters(w, ['betrag', 'filter', 'material'])).toBe(w);
  });

  it('edits neither the first nor the last letter', () => {
    const edits = thinEdits('abcdelt').map((e) => e.at);
    expect(Math.min(...edits)).toBeGreaterThan(0);
    expect(Math.max(...edits)).toBeLessThan(6);
  });
});

describe('withThinLetters', () => {
  const word = (text: string): Word => ({ text, x0: 0, x1: 50, y0: 0, y1: 10, confidence: 80 });
  it("mends a German page's text and words alike, each part of a hyphened word on its own", () => {
    const text = 'Rechnung für Ihr Fahrzeug: die Bremsen und der Ölwechsel\nKfz-Bezahit';
    const read = withThinLetters({ text, words: [word('Kfz-Bezahit')] });
    expect(read.text).toContain('Kfz-Bezahlt');
    expect(read.words[0].text).toBe('Kfz-Bezahlt');
  });

  it("leaves an English page's German-looking words as they are", () => {
    const read = { text: 'Invoice for the car and the brakes: Deckungsumtang', words: [word('Deckungsumtang')] };
    expect(withThinLetters(read)).toBe(read);
  });

  it('gives an English page the "rn" its words blurred into an "m" back, in its text and words alike', () => {
    const text = 'Invoice for the car and the brakes: new altemator fitted';
    const read = withThinLetters({ text, words: [word('altemator')] });
    expect(read.text).toContain('new alternator fitted');
    expect(read.words[0].text).toBe('alternator');
  });

  it("mends a line read again alone by its page's language and spellings", () => {
    const page = 'Rechnung für Ihr Fahrzeug: die Bremsen und der Ölwechsel, Mikrofilter erneuert';
    const line = { text: 'Ölfiter', words: [word('Ölfiter')] };
    expect(withThinLetters(line, page).words[0].text).toBe('Ölfilter');
    expect(withThinLetters(line, 'Invoice for the car and the brakes, the filters renewed')).toBe(line);
  });
});

describe('mendEnglishRn', () => {
  it('reads an "m" as the "rn" of the one English word it makes, keeping the case and the punctuation', () => {
    expect(mendEnglishRn('altemator,')).toBe('alternator,');
    expect(mendEnglishRn('Govemment')).toBe('Government');
    expect(mendEnglishRn('RETUMED')).toBe('RETURNED');
  });

  it('leaves words as read, and readings that are words of their own ("modem", "bum")', () => {
    for (const w of ['modem', 'bum', 'summer', 'harness', 'Fulham']) expect(mendEnglishRn(w)).toBe(w);
  });
});

describe('withLitres', () => {
  const word = (text: string, x0: number, line = 'a'): Word => ({ text, x0, x1: x0 + 8 * text.length, y0: 0, y1: 10, confidence: 80, line });
  const read = (...texts: string[]) => {
    let x = 0;
    const words = texts.map((t) => word(t, (x += 60)));
    return { text: texts.join(' '), words };
  };

  it('reads a thin stroke after a volume as its litre, where the line names what is sold by the litre', () => {
    const mended = withLitres(read('Kühlmittel', 'G12', '2,5', '|'));
    expect(mended.text).toBe('Kühlmittel G12 2,5 l');
    expect(mended.words[3].text).toBe('l');
    expect(withLitres(read('Brake', 'fluid', 'DOT4', '1', '1')).text).toBe('Brake fluid DOT4 1 l');
    expect(withLitres(read('Hypoid', '80W-90', '2', 'I')).text).toBe('Hypoid 80W-90 2 l');
  });

  it("leaves a stroke after a figure elsewhere: a count, an address line's separator, a stroke inside a cell", () => {
    for (const texts of [
      ['Lindenallee', '7', '|'],
      ['Brake', 'pads', '2', '1'],
      ['Engine', 'oil', '5', '1', 'filter'],
    ]) {
      const r = read(...texts);
      expect(withLitres(r)).toBe(r);
    }
  });
});

describe('mendLostCapital', () => {
  it("puts back the capital a line's first word lost at the line's edge, where exactly one makes a word", () => {
    expect(mendLostCapital('rsatzteile')).toBe('Ersatzteile');
    expect(mendLostCapital('eparaturen:')).toBe('Reparaturen:');
    expect(mendLostCapital('rbeitslohn')).toBe('Arbeitslohn');
  });
  it('leaves words as read, short words and capitalised words', () => {
    for (const w of ['erstellung', 'gewechselt', 'ersatz', 'Rsatzteile', 'xqwzzbrt']) expect(mendLostCapital(w)).toBe(w);
  });
  it("mends only a line's first word, in the text and in the words alike", () => {
    const page = 'Rechnung für Ihr Fahrzeug: die Bremsen und der Ölwechsel\nrsatzteile\nKosten rsatzteile';
    const ocr = (text: string, line: string): Word => ({ text, x0: 0, x1: 50, y0: 0, y1: 10, line, confidence: 80 });
    const read = withThinLetters({ text: page, words: [ocr('rsatzteile', '2'), ocr('Kosten', '3'), ocr('rsatzteile', '3')] });
    expect(read.text.split('\n').slice(1)).toEqual(['Ersatzteile', 'Kosten rsatzteile']);
    expect(read.words.map((w) => w.text)).toEqual(['Ersatzteile', 'Kosten', 'rsatzteile']);
  });
});
