import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { detectedIssues } from './analysis-result';
import { COMBINE, combineScores, decideType } from './type-decision';
import { typeFeatures } from './type-features';
import { scoreTypes, TYPE_MODEL } from './type-model';

// Pages written for these tests, in wording of their own: no set's documents are copied here.
const cover = [
  'Brookfield Mutual',
  'Schedule of cover',
  'Member   Ms R. Okafor',
  'Vehicle   1967 Jaguar E-Type   Reg   KXN 482E',
  'Cover runs   01.06.2024   to   31.05.2025',
  'Annual contribution   £412.60 per year',
  'Agreed value   £68,000.00',
].join('\n');

const grid = [
  'A   KA-RT 311',
  'B   14.02.1971',
  'C.1.1   Hartmann',
  'C.1.2   Ingrid',
  'D.1   PORSCHE',
  'D.3   911 T',
  'E   WP0ZZZ91ZLS100224',
  'P.1   2195',
  'P.3   Benzin',
  'I   03.07.2019',
].join('\n');

const bill = [
  'Kessler & Sohn',
  'Ludwigstr. 4, 70173 Stuttgart',
  'Nr. 2024-118   Datum 12.04.2024',
  'Pos   Beschreibung   Menge   Betrag',
  '1   Vergaser eingestellt   1,5   127,50',
  '2   Zündkerzen ersetzt   4   38,80',
  '3   Luftfilter   1   24,90',
  'Netto   191,20',
  'MwSt 19 %   36,33',
  'Summe   227,53 €',
].join('\n');

const known = (page: string) => typeFeatures(page).filter((f) => Object.hasOwn(TYPE_MODEL.weights, f)).length;
const modelOnly = (page: string) => combineScores(new Map(), scoreTypes(typeFeatures(page)), COMBINE, known(page));

describe('the type by phrases, learned model and layout together', () => {
  it('an insurance schedule without the usual insurance words: a contribution per year and a year of cover', () => {
    expect(decideType(cover).type).toBe('insurance');
    // The model alone, the phrases silent, still reads it so, and says it is unsure.
    expect(modelOnly(cover)).toMatchObject({ type: 'insurance', isUnsure: true });
  });

  it('a registration certificate by its grid of coded fields, a plate and a VIN', () => {
    expect(decideType(grid).type).toBe('registration');
    expect(scoreTypes(typeFeatures(grid)).get('registration')).toBeGreaterThan(0.5);
  });

  it('a bill with an item table and no title the phrases know is a workshop bill, named as unsure', () => {
    expect(decideType(bill)).toMatchObject({ type: 'service', byPhrases: 'other', isUnsure: true });
  });

  it('a page of a few lines stays other: the model does not guess on little', () => {
    expect(decideType('Note\nVehicle MGB 1972\nAmount 250.00').type).toBe('other');
  });

  it('phrases and model disagreeing: the sum decides, and the decision is unsure with the other type named', () => {
    const phrases = new Map([['service' as const, 10]]);
    const learned = new Map([
      ['service' as const, 0.2],
      ['receipt' as const, 0.7],
      ['insurance' as const, 0.1],
    ]);
    expect(combineScores(phrases, learned, COMBINE)).toMatchObject({ type: 'service', isUnsure: true, alternative: 'receipt' });
    const agreeing = new Map([
      ['service' as const, 0.8],
      ['receipt' as const, 0.1],
      ['insurance' as const, 0.1],
    ]);
    expect(combineScores(phrases, agreeing, COMBINE)).toMatchObject({ type: 'service', isUnsure: false, alternative: null });
  });

  it('an unsure type is a detected issue in the reader language and lowers the confidence', () => {
    const de = analyzeText({ text: bill, fileName: 'scan0001.pdf', language: 'de', today: '2025-01-01' });
    expect(de.documentType).toBe('service');
    expect(detectedIssues(de).some((i) => i.startsWith('Die Dokumentart ist unsicher: gelesen als Rechnung'))).toBe(true);
    expect(de.confidence).not.toBe('High');
    const en = analyzeText({ text: bill, fileName: 'scan0001.pdf', language: 'en', today: '2025-01-01' });
    expect(detectedIssues(en).some((i) => i.startsWith('The kind of document is uncertain: read as Service invoice'))).toBe(true);
  });

  it('a type the caller or the file name gives is never in doubt', () => {
    const given = analyzeText({ text: bill, fileName: 'werkstatt-rechnung.pdf', today: '2025-01-01' });
    expect(detectedIssues(given).some((i) => i.includes('uncertain'))).toBe(false);
  });
});
