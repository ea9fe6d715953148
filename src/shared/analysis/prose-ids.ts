import { proseSentences } from './prose-items';

/**
 * A registry's letter names the plate and the paper's number in its sentences rather than under labels ("unter dem
 * amtlichen Kennzeichen RO-YW 32H als Oldtimer zugelassen", "The number plate allocated to the vehicle is 36350H", "Die
 * Zulassungsbescheinigung Teil I mit der Nummer CJ5566041", "Its document reference number is 66608590834"): the value
 * is the run of capitals and figures that follows the plate's or the number's word a few small words on, up to the next
 * word in lower case.
 */
export function proseIds(lines: string[]): { plate: string | null; document: string | null } {
  const out: { plate: string | null; document: string | null } = { plate: null, document: null };
  for (const sentence of proseSentences(lines)) {
    out.plate ??= valueAfter(sentence, PLATE_WORD, (v) => /\d/.test(v) && v.replace(/\W/g, '').length <= 10);
    // The paper's number: a number's word in a sentence that names the paper, its value with three figures at least.
    if (DOCUMENT_WORD.test(sentence)) out.document ??= valueAfter(sentence, NUMBER_WORD, (v) => (v.match(/\d/g) ?? []).length >= 3);
  }
  return out;
}

/** The first value after one of the words, passed by at most four small words ("is", "allocated to the vehicle is"). */
function valueAfter(sentence: string, word: RegExp, fits: (value: string) => boolean): string | null {
  for (const m of sentence.matchAll(word)) {
    const rest = sentence.slice(m.index + m[0].length);
    const found =
      /^(?:[\s:]+(?:\p{Ll}[\p{Ll}']*|Nr\.|No\.))?(?:\s+\p{Ll}[\p{Ll}']*){0,4}[\s:]+((?:[\p{Lu}\d][\p{Lu}\d.\-/]*)(?:\s[\p{Lu}\d][\p{Lu}\d.\-/]*){0,3})(?=[\s,;)]|$)/u.exec(
        rest,
      );
    const value = found?.[1].replace(/[.,;]+$/, '');
    if (value && fits(value)) return value;
  }
  return null;
}

const PLATE_WORD =
  /\b(?:(?:amtlichen?|historischen?)\s+)?(?:Kennzeichen|Kontrollschild|Ausfuhrkennzeichen|Kurzzeitkennzeichen|Saisonkennzeichen|number\s+plate|licen[cs]e\s+plate|registration\s+(?:number|mark)|plate)\b/giu;
const DOCUMENT_WORD = /\b(?:Zulassungsbescheinigung|Fahrzeugschein|Fahrzeugausweis|Zulassungsschein|Ausweis|certificate|document|V5C?|logbook)\b/iu;
const NUMBER_WORD = /\b(?:Nummer|Nr\.|(?:reference\s+)?number|No\.|reference)(?=[\s:])/giu;
