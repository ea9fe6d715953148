import { describe, expect, it } from 'vitest';
import type { Word } from '../../shared/analysis/layout';
import { mendUmlauts, partsOf, readingsOf, withUmlauts } from './umlauts';

describe('mendUmlauts', () => {
  it('gives a word the umlauts or the ß OCR read as plain letters back', () => {
    expect(mendUmlauts('Olwechsel')).toBe('Ölwechsel');
    // A compound joined by a hyphen: each part on its own.
    expect(mendUmlauts('Olservice-Paket')).toBe('Ölservice-Paket');
    expect(mendUmlauts('WU-F')).toBe('WU-F');
    expect(mendUmlauts('Bremsbelage')).toBe('Bremsbeläge');
    expect(mendUmlauts('Kuhlmittel')).toBe('Kühlmittel');
    expect(mendUmlauts('VERKAUFER')).toBe('VERKÄUFER');
  });

  it('mends a compound by its end: a ü read as i, a ß read as a capital B between small letters', () => {
    expect(mendUmlauts('Bremsflissigkeit')).toBe('Bremsflüssigkeit');
    expect(mendUmlauts('Wischerblatter')).toBe('Wischerblätter');
    expect(mendUmlauts('AutowaschstraBe')).toBe('Autowaschstraße');
  });

  it('reads a ß OCR took for a capital R or a doubled B between small letters', () => {
    expect(mendUmlauts('HeiRluftgebläse')).toBe('Heißluftgebläse');
    expect(mendUmlauts('SchlieRanlage')).toBe('Schließanlage');
    expect(mendUmlauts('FuBBmatten')).toBe('Fußmatten');
    // A capital R that starts a word or a part after a hyphen is a letter; a small r is one; no word, no mend.
    expect(mendUmlauts('Rostschutz')).toBe('Rostschutz');
    expect(mendUmlauts('Kfz-Reparatur')).toBe('Kfz-Reparatur');
    expect(mendUmlauts('Wagenrad')).toBe('Wagenrad');
    expect(mendUmlauts('DeRosa')).toBe('DeRosa');
  });

  it('reads a compound ending in "-öl" whose umlaut OCR lost by the word before it', () => {
    expect(mendUmlauts('Getriebeol')).toBe('Getriebeöl');
    expect(mendUmlauts('Hydraulikol,')).toBe('Hydrauliköl,');
    expect(mendUmlauts('Zweitaktol')).toBe('Zweitaktöl');
    expect(mendUmlauts('HEIZOL')).toBe('HEIZÖL');
    // A word of its own, or too short a stem before "ol", stays.
    for (const w of ['Alkohol', 'Benzol', 'Tirol', 'Minol', 'Symbol']) expect(mendUmlauts(w)).toBe(w);
  });

  it('reads a ü OCR split in two narrow letters, an ä read as é, and words of three letters', () => {
    expect(mendUmlauts('Ziindung')).toBe('Zündung');
    expect(mendUmlauts('Bremsséttel')).toBe('Bremssättel');
    expect(mendUmlauts('SUD')).toBe('SÜD');
  });

  it('reads an ä whose dots OCR took for an accent over an a, and an l and a ü read as three strokes', () => {
    expect(mendUmlauts('Priméarschlüssel')).toBe('Primärschlüssel');
    expect(mendUmlauts('Kraftstoffbehéalter')).toBe('Kraftstoffbehälter');
    expect(mendUmlauts('Kühlfilissigkeit')).toBe('Kühlflüssigkeit');
    expect(mendUmlauts('Spülfilissigkeit,')).toBe('Spülflüssigkeit,');
    // A word of its own with "ili" stays ("Familie", "Mobilität").
    for (const w of ['Familienbetrieb', 'Mobilität', 'Ziviliste']) expect(mendUmlauts(w)).toBe(w);
  });

  it("looks for a compound's end only where the word as read ends in no word of its own", () => {
    expect(mendUmlauts('STAHLGRUBER')).toBe('STAHLGRUBER'); // not "-rüber"
    expect(mendUmlauts('Ausrlicklager')).toBe('Ausrlicklager'); // not "-kläger"
  });

  it("mends a compound's head by the dictionary's words of its parts (decision 058)", () => {
    expect(mendUmlauts('Olfilter')).toBe('Ölfilter');
    expect(mendUmlauts('Kihlwasserschlauch')).toBe('Kühlwasserschlauch');
    expect(mendUmlauts('Kuhlerfrostschutz')).toBe('Kühlerfrostschutz');
    expect(mendUmlauts('SchlieBwinkel')).toBe('Schließwinkel');
    expect(mendUmlauts('Olservice:')).toBe('Ölservice:');
    // The head's dots read into the thin letter after it.
    expect(mendUmlauts('Offilter')).toBe('Ölfilter');
    expect(mendUmlauts('OFFILTER')).toBe('ÖLFILTER');
  });

  it('reads a head the dictionary begins few words with as read and very many with its umlaut (über-, rück-)', () => {
    expect(mendUmlauts('Uberdruckkafig')).toBe('Überdruckkäfig');
    expect(mendUmlauts('Ruckfahrscheinwerfer')).toBe('Rückfahrscheinwerfer');
    expect(mendUmlauts('Uberweisung')).toBe('Überweisung');
    // A head as read that begins many words stays.
    for (const w of ['Barverkauf', 'Schonzeit', 'Handbremse']) expect(mendUmlauts(w)).toBe(w);
  });

  it("reads a verb's form the dictionary lists in other forms only, where the word as read is no word", () => {
    expect(mendUmlauts('gepruft,')).toBe('geprüft,');
    expect(mendUmlauts('befullt')).toBe('befüllt');
    expect(mendUmlauts('uberprufte')).toBe('überprüfte');
    for (const w of ['macht', 'Kurt', 'hatte', 'kosten']) expect(mendUmlauts(w)).toBe(w);
  });

  it('gives a long compound three lost umlauts back, its end first and then its head', () => {
    expect(mendUmlauts('Luftungsgerateprufung')).toBe('Lüftungsgeräteprüfung');
    expect(mendUmlauts('Schlusselubergabeprufung')).toBe('Schlüsselübergabeprüfung');
    expect(mendUmlauts('RegelmaBigkeitsprufung,')).toBe('Regelmäßigkeitsprüfung,');
  });

  it("leaves a town's or a district's name as read: its head's umlaut is the place's spelling, not the dictionary's", () => {
    for (const w of ['Magdeburg-Sudenburg', 'Sudenburg', 'Kuhlenbach', 'Sudhausen']) expect(mendUmlauts(w)).toBe(w);
    // A name the dictionary holds whole is the dictionary's word.
    expect(mendUmlauts('Grunberg')).toBe('Grünberg');
    // A compound of other words is mended as before.
    expect(mendUmlauts('Kuhlerschlauch')).toBe('Kühlerschlauch');
  });

  it('leaves a word or a compound of words as read, and a head of three letters that heads few compounds', () => {
    for (const w of ['Oldtimer', 'Ofen', 'Barverkauf', 'Schonzeit', 'Marburg', 'Oberdorfer', 'Offizier']) expect(mendUmlauts(w)).toBe(w);
    expect(partsOf('wasserschlauch')).toEqual(['wasser', 'schlauch']);
    expect(partsOf('ölfilter')).toEqual(['öl', 'filter']);
    expect(partsOf('bärverkauf')).toBeNull();
  });

  it('keeps the punctuation around the word', () => {
    expect(mendUmlauts('(Kuhlmittel,')).toBe('(Kühlmittel,');
  });

  it('leaves words that are words as read, and the common endings of words', () => {
    for (const w of [
      'schon',
      'Zahlung',
      'Barzahlung',
      'Neuwagen',
      'vorhanden',
      'Reparaturen',
      'Beschreibung',
      'Selbstbehalt',
      'Oberdorfer',
      'Bremsen',
      'Grube',
    ])
      expect(mendUmlauts(w)).toBe(w);
  });

  it('leaves short words, numbers and words it does not know', () => {
    for (const w of ['Ol', 'Luttgens', '12,50', 'Thermostat', 'B-Säule']) expect(mendUmlauts(w)).toBe(w);
  });
});

describe('readingsOf', () => {
  it('lists the ways OCR may read a word without some of its umlauts', () => {
    expect(readingsOf('öl')).toEqual(['ol']);
    expect(readingsOf('süß')).toEqual(expect.arrayContaining(['suß', 'siß', 'süb', 'sub', 'sib']));
    expect(readingsOf('süß')).not.toContain('süß');
  });
});

describe('withUmlauts', () => {
  const word = (text: string, x0: number): Word => ({ text, x0, y0: 10, x1: x0 + 80, y1: 24, line: '1.1.1.1', confidence: 80 });

  it('mends the words and the text of a German page alike', () => {
    const text = 'Rechnung für Ihr Fahrzeug\nBremsflissigkeit DOT 4   1 Stk.   9,29';
    const read = withUmlauts({ text, words: [word('Bremsflissigkeit', 0), word('DOT', 100)], confidence: 80 });
    expect(read.text).toBe('Rechnung für Ihr Fahrzeug\nBremsflüssigkeit DOT 4   1 Stk.   9,29');
    expect(read.words.map((w) => w.text)).toEqual(['Bremsflüssigkeit', 'DOT']);
    expect(read.confidence).toBe(80);
  });

  it('leaves an English page as read', () => {
    const read = { text: 'Invoice for the vehicle: Olwechsel and parts, total due', words: [word('Olwechsel', 0)] };
    expect(withUmlauts(read)).toBe(read);
  });

  it("mends a line read again alone by its page's language: a short head line says too little of its own", () => {
    const page = 'Kfz-Prüfstelle Süd GmbH\nPrüfbericht für Ihr Fahrzeug und die Gebühren der Untersuchung';
    const head = { text: 'Kfz-Prufstelle Sud GmbH', words: [word('Kfz-Prufstelle', 0), word('Sud', 100), word('GmbH', 200)] };
    expect(withUmlauts(head, page).words[0].text).toBe('Kfz-Prüfstelle');
    // The same line on an English page stays as read.
    expect(withUmlauts(head, 'Inspection report for your vehicle and the fees of the test')).toBe(head);
  });
});
