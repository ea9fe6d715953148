/**
 * `npx tsx scripts/umlaut-words.ts`: writes src/server/analysis/umlaut-words.json, the German words with an
 * umlaut or ß that OCR reads without it ("Bremsflussigkeit", "StraBe"), from the dictionary Tesseract itself
 * reads German with (the deu.traineddata the OCR pool loads, @tesseract.js-data/deu): no list of our own, no
 * wording from a document. Needs Tesseract's command-line tools `combine_tessdata` and `dawg2wordlist`
 * (Debian: tesseract-ocr); the app only reads the file written here, generated, never edited.
 *
 * Two lists:
 * - `words`: every dictionary word (lowercased) with ä, ö, ü or ß;
 * - `plain`: the readings of those words without their umlauts that are words, or words' endings, of their own
 *   ("schon" for "schön", "zahlung" for "zählung", "handen" of "vorhanden" for "händen"): a word or a
 *   compound's end OCR read as one of these is left as read. Tesseract's dictionary also holds the
 *   transliterations of frequent words ("Flussigkeit", "mussen", "Muller"), each in one case only and the end of
 *   few words; a reading counts when the dictionary holds it in two cases or more ("Zahlung" and "ZAHLUNG"), or
 *   ends two words or more and at least half as many as the word with umlauts does ("-dorfer" and "-dörfer"); and the
 *   words a reading is the end of ("gruber", which ends in "ruber" of "rüber"), so that a compound's end is
 *   looked for only where the word as read does not end in a word of its own.
 * - `dictionary`: the dictionary's other words, of four letters or more without umlauts, front-coded (each word as the
 *   number of letters it shares with the one before, 0–9, and the rest): what a compound's other parts are checked
 *   against when its head lost its umlaut ("Olfilter", "Kihlerschlauch": decision 058);
 * - `shortHeads`: the words of two or three letters with an umlaut that may head a compound: nouns of the dictionary
 *   (written with a capital there) that begin five of its compounds or more ("öl" of "Ölwechsel", "Öldruck", …); a short
 *   word otherwise is as often a compound's chance beginning ("mär-", "bär-").
 */
import fs from 'node:fs';
import path from 'node:path';
import { tesseractDictionary } from './tesseract-dictionary';
import { readingsOf } from '../src/server/analysis/umlauts';

const all = tesseractDictionary('deu');
// How many spellings by case each word has.
const cases = new Map<string, Set<string>>();
for (const w of all) cases.set(w.toLowerCase(), (cases.get(w.toLowerCase()) ?? new Set()).add(w));
const words = [...cases.keys()].filter((w) => /[äöüß]/.test(w) && /^[a-zäöüß]+$/.test(w) && w.length >= 3).sort();
// How many words of the dictionary end in each ending (of five letters or more): how common an ending is.
const ends = new Map<string, number>();
for (const w of cases.keys()) for (let s = 0; s <= w.length - 5; s++) ends.set(w.slice(s), (ends.get(w.slice(s)) ?? 0) + 1);
const plain = new Set<string>();
for (const w of words)
  for (const r of readingsOf(w)) {
    // A reading is a word of its own when the dictionary holds it in two cases, or when as many of its words
    // end in it as in the word with umlauts ("-handen" of "vorhanden" against "-händen", "-dorfer" against "-dörfer").
    if ((cases.get(r)?.size ?? 0) >= 2 || ((ends.get(r) ?? 0) >= 2 && 2 * (ends.get(r) ?? 0) >= (ends.get(w) ?? 1))) plain.add(r);
    // A word the reading ends in ("lager" of "klager", a reading of "kläger"): "Ausrlicklager" is no "-kläger".
    for (let s = 1; s <= r.length - 5; s++) if ((cases.get(r.slice(s))?.size ?? 0) >= 2) plain.add(r.slice(s));
  }
// A word of the dictionary that ends in such a reading ("gruber" in "rüber"'s "ruber"): "Stahlgruber" is no "-rüber".
const readings = new Set(words.filter((w) => w.length >= 5).flatMap(readingsOf));
for (const w of cases.keys()) if (!/[äöüß]/.test(w) && [1, 2, 3, 4].some((k) => w.length - k >= 5 && readings.has(w.slice(k)))) plain.add(w);
const plainWords = [...cases.keys()].filter((w) => /^[a-z]{4,}$/.test(w)).sort();
let dictionary = '';
plainWords.forEach((w, i) => {
  const before = plainWords[i - 1] ?? '';
  let k = 0;
  while (k < 9 && k < w.length && w[k] === before[k]) k++;
  dictionary += `${k}${w.slice(k)}`;
});
const known = new Set(cases.keys());
const nouns = new Set([...cases.values()].flatMap((spellings) => [...spellings].filter((w) => /^[A-ZÄÖÜ][a-zäöüß]+$/.test(w)).map((w) => w.toLowerCase())));
const shortHeads = [...nouns]
  .filter((h) => h.length <= 3 && /[äöüß]/.test(h))
  .filter((h) => [...known].filter((w) => w.startsWith(h) && w.length - h.length >= 4 && known.has(w.slice(h.length))).length >= 5)
  .sort();
const out = path.resolve(import.meta.dirname, '..', 'src', 'server', 'analysis', 'umlaut-words.json');
fs.writeFileSync(
  out,
  JSON.stringify({ source: 'tesseract deu.traineddata 4.0.0_best_int, lstm-word-dawg', words, plain: [...plain].sort(), dictionary, shortHeads }) + '\n',
);
console.log(
  `${words.length} words with umlauts, ${plain.size} plain readings that are words, ${plainWords.length} other words, short heads ${shortHeads.join(' ')} -> ${path.relative(process.cwd(), out)}`,
);
