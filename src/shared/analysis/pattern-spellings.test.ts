import { describe, expect, it } from 'vitest';
import { patternSpellings, spelledWords } from './pattern-spellings';

describe('the words a label pattern spells', () => {
  it('spells alternatives, groups and optional letters', () => {
    expect(patternSpellings(String.raw`expir(y|ation|es)`).sort()).toEqual(['expiration', 'expires', 'expiry']);
    expect(patternSpellings(String.raw`labou?r`).sort()).toEqual(['labor', 'labour']);
    expect(patternSpellings(String.raw`seller('s)?`).sort()).toEqual(['seller', "seller's"]);
  });

  it('keeps a compound by its hyphen and takes whitespace for a break between words', () => {
    const { words, whole, pairs } = spelledWords(String.raw`km-?\s*stand|gültig\s+ab`);
    expect(words).toEqual(expect.arrayContaining(['km-stand', 'km', 'stand', 'gültig', 'ab']));
    expect(words).not.toContain('kmstand');
    expect(whole).toContain('km-stand');
    expect(whole).not.toContain('gültig');
    expect(pairs).toContain('gültig ab');
  });

  it('spells nothing for a lookaround, and tells the words it spells before a dot', () => {
    expect(patternSpellings(String.raw`kontrollschild(?!-)`)).toEqual(['kontrollschild']);
    expect(spelledWords(String.raw`amtl\.\s*kennzeichen`).dotted).toEqual(['amtl']);
  });
});
