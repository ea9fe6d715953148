import { describe, expect, it } from 'vitest';
import { labelWords, mendLabelWords, wordIndex } from './ocr-label-words';
import { findLabelled, LABELS } from './labels';

describe('labelWords', () => {
  it('takes the long words a pattern spells out, not a word a quantifier or a group goes on', () => {
    expect(labelWords(String.raw`amtliches\s+kennzeichen|kontrollschild(?!-)|schadens?(tag|datum)|leistungszeit(punkt|raum)|licen[cs]e`)).toEqual([
      'amtliches',
      'kennzeichen',
      'kontrollschild',
    ]);
  });
});

describe('mendLabelWords', () => {
  const index = wordIndex(['amtliches', 'kennzeichen', 'kontrollschild', 'rechnungsdatum']);
  it('spells a word one letter off as the label does, its positions mapping back to the line as read', () => {
    const line = 'Amtiches Kennzeichen:   M-AB 123';
    const mended = mendLabelWords(line, index);
    expect(mended.text).toBe('amtliches Kennzeichen:   M-AB 123');
    expect(mended.at[0]).toBe(0);
    expect(mended.at['amtliches'.length]).toBe('Amtiches'.length);
    expect(line.slice(mended.at[mended.text.indexOf('M-AB')])).toBe('M-AB 123');
    expect(mendLabelWords('Rechmungsdatum 12.03.1998', index).text).toBe('rechnungsdatum 12.03.1998');
    expect(mendLabelWords('Kontrolischild ZH 1234', index).text).toBe('kontrollschild ZH 1234');
  });
  it('leaves short words, words two letters off and the label words themselves', () => {
    for (const line of ['Amtlich', 'Amtichs Kennzeichen', 'Rechnungsdatum']) expect(mendLabelWords(line, index).text).toBe(line);
  });
  it('leaves another word: a word whose ends differ, a letter no look-alike, a word of another label', () => {
    const words = wordIndex(['verkauft', 'appraised', 'inspection', 'handover', 'beitrag', 'gesamtbeitrag'], new Set(['betrag', 'gesamtbetrag']));
    for (const line of ['Verkauf', 'Appraiser', 'Inspektion', 'Hannover', 'Gesamtbetrag']) expect(mendLabelWords(line, words).text).toBe(line);
  });
});

describe('findLabelled on a scan', () => {
  const lines = ['Amtiches Kennzeichen:   M-AB 123', 'Rechmungsdatum   12.03.1998'];
  it('finds a label OCR misread by one letter, its value as read', () => {
    expect(findLabelled({ lines, ocr: true }, 'plateNumber').map((h) => [h.label, h.value])).toEqual([['Amtiches Kennzeichen:', 'M-AB 123']]);
    expect(findLabelled({ lines, ocr: true }, 'serviceDate').map((h) => [h.label, h.value, h.rank])).toEqual([['Rechmungsdatum', '12.03.1998', 1]]);
  });
  it('never on a text PDF', () => {
    expect(findLabelled({ lines }, 'plateNumber').map((h) => h.value)).toEqual([]);
    expect(LABELS.plateNumber.length).toBeGreaterThan(0);
  });
});
