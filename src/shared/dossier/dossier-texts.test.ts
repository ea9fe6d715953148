import { describe, expect, it } from 'vitest';
import { dossierTexts, fillDossierText } from './dossier-texts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dossier texts', () => {
  it('has every key in both languages, with the same placeholders', () => {
    expect(keys(dossierTexts.de).sort()).toEqual(keys(dossierTexts.en).sort());
    const at = (o: object, path: string) => path.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown>)[k], o) as string;
    for (const k of keys(dossierTexts.en)) {
      const en = at(dossierTexts.en, k);
      const de = at(dossierTexts.de, k);
      expect(de, k).not.toBe('');
      // `grade.zustandsnote` is the German name of the grade and needs no maximum in German.
      if (k !== 'grade.zustandsnote') expect(placeholders(de), k).toEqual(placeholders(en));
    }
  });

  it('fills placeholders and leaves unknown ones empty', () => {
    expect(fillDossierText('Page {n} of {total}', { n: 2, total: 9 })).toBe('Page 2 of 9');
    expect(fillDossierText('{a}-{b}', { a: 1 })).toBe('1-');
  });
});
