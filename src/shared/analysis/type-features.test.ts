import { describe, expect, it } from 'vitest';
import { foldWord, numberShape, structureFeatures, tokensOf, typeFeatures } from './type-features';

describe('the learned model features', () => {
  it('folds umlauts both ways and lower-cases', () => {
    expect(foldWord('Müller')).toBe(foldWord('Mueller'));
    expect(foldWord('Straße')).toBe('strasse');
  });

  it('keeps a number only by its shape', () => {
    expect(numberShape('12.03.2019')).toBe('#dd.dd.dddd');
    expect(tokensOf('Summe 1.250,00 EUR')).toEqual(['summe', '#d.ddd,dd', 'eur']);
  });

  it('gives bigrams within a line and five-letter prefixes, so a compound meets its kin', () => {
    const f = typeFeatures('Versicherungsnehmerin Anna\nBeitragsrechnung');
    expect(f).toContain('versicherungsnehmerin anna');
    expect(f).toContain('p:versi');
    expect(f).not.toContain('anna beitragsrechnung');
  });

  it('reads the page shape: an item table, a coded grid, money per year, two signature lines', () => {
    const table = ['Brake pads fitted   2   84.00', 'Oil and filter   1   39.50', 'Wiper blades front   2   18.00'];
    expect(structureFeatures(table)).toContain('s:itemrows2');
    const codes = ['A   M-XY 42', 'B   01.02.1970', 'D.1   BMW', 'E   WBA00000000000001'];
    expect(structureFeatures(codes)).toEqual(expect.arrayContaining(['s:codegrid', 's:vin']));
    expect(structureFeatures(['Contribution   £ 300.00 per annum'])).toContain('s:peryearmoney');
    expect(structureFeatures(['________________      ________________', 'Signature of the first party'])).toContain('s:signatures2');
  });
});
