/**
 * The studied documents the learned parts of the reader are fitted on (scripts/type-training.ts, scripts/fit-dates.ts):
 * every development set's text PDFs with their truth, and fresh documents from each studied author's generator (other
 * seeds), each read by the project's own PDF reader and prepared as the analysis prepares a text PDF's page.
 * Never reads the judges (gen-unseen-d, -e, -j, -x, -y, -z, -aa, -ab) nor their generators.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPdf } from '../src/server/analysis/pdf';
import { dominantCurrency } from '../src/shared/analysis/amounts';
import { decideDayFirst } from '../src/shared/analysis/dates';
import { detectLanguage } from '../src/shared/analysis/language';
import type { Word } from '../src/shared/analysis/layout';
import { prepareText, type DocText } from '../src/shared/analysis/text-values';
import { generateSet, SEEDS } from '../tests/generator/families';
import { Random } from '../tests/generator/random';
import { renderPdf } from '../tests/generator/render';
import type { Generated } from '../tests/generator/types';
import { generateUnseen, UNSEEN_SEED } from '../tests/generator/unseen';
import { generateUnseenB, UNSEEN_B_SEED } from '../tests/generator/unseen-b';
import { generateUnseenC, UNSEEN_C_SEED } from '../tests/generator/unseen-c';
import { generateUnseenF, UNSEEN_F_SEED } from '../tests/generator/unseen-f';
import { generateUnseenG, UNSEEN_G_SEED } from '../tests/generator/unseen-g';
import { generateUnseenH, UNSEEN_H_SEED } from '../tests/generator/unseen-h';
import { generateUnseenI, UNSEEN_I_SEED } from '../tests/generator/unseen-i';
import { generateUnseenK, UNSEEN_K_SEED } from '../tests/generator/unseen-k';
import { generateUnseenL, UNSEEN_L_SEED } from '../tests/generator/unseen-l';
import { generateUnseenM, UNSEEN_M_SEED } from '../tests/generator/unseen-m';
import { generateUnseenN, UNSEEN_N_SEED } from '../tests/generator/unseen-n';
import { generateUnseenO, UNSEEN_O_SEED } from '../tests/generator/unseen-o';
import { generateUnseenP, UNSEEN_P_SEED } from '../tests/generator/unseen-p';
import { generateUnseenQ, UNSEEN_Q_SEED } from '../tests/generator/unseen-q';
import { generateUnseenR, UNSEEN_R_SEED } from '../tests/generator/unseen-r';
import { generateUnseenS, UNSEEN_S_SEED } from '../tests/generator/unseen-s';
import { generateUnseenT, UNSEEN_T_SEED } from '../tests/generator/unseen-t';
import { generateUnseenU, UNSEEN_U_SEED } from '../tests/generator/unseen-u';
import { generateUnseenV, UNSEEN_V_SEED } from '../tests/generator/unseen-v';
import { generateUnseenW, UNSEEN_W_SEED } from '../tests/generator/unseen-w';
import { generateUnseenAc, UNSEEN_AC_SEED } from '../tests/generator/unseen-ac';
import { generateUnseenAd, UNSEEN_AD_SEED } from '../tests/generator/unseen-ad';
import { generateUnseenAe, UNSEEN_AE_SEED } from '../tests/generator/unseen-ae';
import { generateUnseenAf, UNSEEN_AF_SEED } from '../tests/generator/unseen-af';
import { generateUnseenAg, UNSEEN_AG_SEED } from '../tests/generator/unseen-ag';
import { generateUnseenAh, UNSEEN_AH_SEED } from '../tests/generator/unseen-ah';
import { generateUnseenAi, UNSEEN_AI_SEED } from '../tests/generator/unseen-ai';
import { generateUnseenAj, UNSEEN_AJ_SEED } from '../tests/generator/unseen-aj';
import { generateUnseenAk, UNSEEN_AK_SEED } from '../tests/generator/unseen-ak';
import { generateUnseenAl, UNSEEN_AL_SEED } from '../tests/generator/unseen-al';
import { generateUnseenAm, UNSEEN_AM_SEED } from '../tests/generator/unseen-am';
import { generateUnseenAo, UNSEEN_AO_SEED } from '../tests/generator/unseen-ao';
import { generateUnseenAp, UNSEEN_AP_SEED } from '../tests/generator/unseen-ap';
import { generateUnseenAn, UNSEEN_AN_SEED } from '../tests/generator/unseen-an';

const fixtures = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures');

/** The development sets, each with its author (the unit a leave-one-author-out run holds out). */
export const STUDIED_SETS = [
  { set: 'fixtures', dir: 'documents', author: 'ours' },
  { set: 'gen-dev', dir: 'generated/dev', author: 'ours' },
  { set: 'gen-heldout', dir: 'generated/heldout', author: 'ours' },
  { set: 'gen-unseen', dir: 'generated/unseen', author: 'unseen' },
  { set: 'gen-unseen-b', dir: 'generated/unseen-b', author: 'unseen-b' },
  { set: 'gen-unseen-c', dir: 'generated/unseen-c', author: 'unseen-c' },
  { set: 'gen-unseen-f', dir: 'generated/unseen-f', author: 'unseen-f' },
  { set: 'gen-unseen-g', dir: 'generated/unseen-g', author: 'unseen-g' },
  { set: 'gen-unseen-h', dir: 'generated/unseen-h', author: 'unseen-h' },
  { set: 'gen-unseen-i', dir: 'generated/unseen-i', author: 'unseen-i' },
  { set: 'gen-unseen-k', dir: 'generated/unseen-k', author: 'unseen-k' },
  { set: 'gen-unseen-l', dir: 'generated/unseen-l', author: 'unseen-l' },
  { set: 'gen-unseen-m', dir: 'generated/unseen-m', author: 'unseen-m' },
  { set: 'gen-unseen-n', dir: 'generated/unseen-n', author: 'unseen-n' },
  { set: 'gen-unseen-o', dir: 'generated/unseen-o', author: 'unseen-o' },
  { set: 'gen-unseen-p', dir: 'generated/unseen-p', author: 'unseen-p' },
  { set: 'gen-unseen-q', dir: 'generated/unseen-q', author: 'unseen-q' },
  { set: 'gen-unseen-r', dir: 'generated/unseen-r', author: 'unseen-r' },
  { set: 'gen-unseen-s', dir: 'generated/unseen-s', author: 'unseen-s' },
  { set: 'gen-unseen-t', dir: 'generated/unseen-t', author: 'unseen-t' },
  { set: 'gen-unseen-u', dir: 'generated/unseen-u', author: 'unseen-u' },
  { set: 'gen-unseen-v', dir: 'generated/unseen-v', author: 'unseen-v' },
  { set: 'gen-unseen-w', dir: 'generated/unseen-w', author: 'unseen-w' },
  { set: 'gen-unseen-ac', dir: 'generated/unseen-ac', author: 'unseen-ac' },
  { set: 'gen-unseen-ad', dir: 'generated/unseen-ad', author: 'unseen-ad' },
  { set: 'gen-unseen-ae', dir: 'generated/unseen-ae', author: 'unseen-ae' },
  { set: 'gen-unseen-af', dir: 'generated/unseen-af', author: 'unseen-af' },
  { set: 'gen-unseen-ag', dir: 'generated/unseen-ag', author: 'unseen-ag' },
  { set: 'gen-unseen-ah', dir: 'generated/unseen-ah', author: 'unseen-ah' },
  { set: 'gen-unseen-ai', dir: 'generated/unseen-ai', author: 'unseen-ai' },
  { set: 'gen-unseen-aj', dir: 'generated/unseen-aj', author: 'unseen-aj' },
  { set: 'gen-unseen-ak', dir: 'generated/unseen-ak', author: 'unseen-ak' },
  { set: 'gen-unseen-al', dir: 'generated/unseen-al', author: 'unseen-al' },
  { set: 'gen-unseen-am', dir: 'generated/unseen-am', author: 'unseen-am' },
  { set: 'gen-unseen-ao', dir: 'generated/unseen-ao', author: 'unseen-ao' },
  { set: 'gen-unseen-ap', dir: 'generated/unseen-ap', author: 'unseen-ap' },
  { set: 'gen-unseen-an', dir: 'generated/unseen-an', author: 'unseen-an' },
];

/**
 * The base of a fresh seed's family streams, for the generators whose families draw from streams of their own (o, q to w):
 * the order's seed alone would give the set's own pages again, reordered. Far from any family's stream in the set.
 */
const familyBase = (setSeed: number, seed: number) => (setSeed + 1_000_003 * seed) >>> 0;

/** Fresh documents from each author's generator, seeds far from the sets' own. */
export const FRESH: { author: string; seeds: number; make: (seed: number) => Generated[] }[] = [
  { author: 'ours', seeds: 3, make: (s) => generateSet(s % 2 ? 'dev' : 'heldout', new Random(SEEDS.dev + 7919 * s)) },
  { author: 'unseen', seeds: 8, make: (s) => generateUnseen(new Random(UNSEEN_SEED + 7919 * s)) },
  { author: 'unseen-b', seeds: 6, make: (s) => generateUnseenB(new Random(UNSEEN_B_SEED + 7919 * s)) },
  { author: 'unseen-c', seeds: 6, make: (s) => generateUnseenC(new Random(UNSEEN_C_SEED + 7919 * s)) },
  { author: 'unseen-f', seeds: 4, make: (s) => generateUnseenF(new Random(UNSEEN_F_SEED + 7919 * s)) },
  { author: 'unseen-g', seeds: 4, make: (s) => generateUnseenG(new Random(UNSEEN_G_SEED + 7919 * s)) },
  { author: 'unseen-h', seeds: 4, make: (s) => generateUnseenH(new Random(UNSEEN_H_SEED + 7919 * s)) },
  { author: 'unseen-i', seeds: 4, make: (s) => generateUnseenI(new Random(UNSEEN_I_SEED + 7919 * s)) },
  { author: 'unseen-k', seeds: 4, make: (s) => generateUnseenK(new Random(UNSEEN_K_SEED + 7919 * s)) },
  { author: 'unseen-l', seeds: 4, make: (s) => generateUnseenL(new Random(UNSEEN_L_SEED + 7919 * s)) },
  { author: 'unseen-m', seeds: 4, make: (s) => generateUnseenM(new Random(UNSEEN_M_SEED + 7919 * s)) },
  { author: 'unseen-n', seeds: 4, make: (s) => generateUnseenN(new Random(UNSEEN_N_SEED + 7919 * s)) },
  { author: 'unseen-o', seeds: 4, make: (s) => generateUnseenO(new Random(UNSEEN_O_SEED + 7919 * s), familyBase(UNSEEN_O_SEED, s)) },
  { author: 'unseen-p', seeds: 4, make: (s) => generateUnseenP(new Random(UNSEEN_P_SEED + 7919 * s)) },
  { author: 'unseen-q', seeds: 4, make: (s) => generateUnseenQ(new Random(UNSEEN_Q_SEED + 7919 * s), familyBase(UNSEEN_Q_SEED, s)) },
  { author: 'unseen-r', seeds: 4, make: (s) => generateUnseenR(new Random(UNSEEN_R_SEED + 7919 * s), familyBase(UNSEEN_R_SEED, s)) },
  { author: 'unseen-s', seeds: 4, make: (s) => generateUnseenS(new Random(UNSEEN_S_SEED + 7919 * s), familyBase(UNSEEN_S_SEED, s)) },
  { author: 'unseen-t', seeds: 4, make: (s) => generateUnseenT(new Random(UNSEEN_T_SEED + 7919 * s), familyBase(UNSEEN_T_SEED, s)) },
  { author: 'unseen-u', seeds: 4, make: (s) => generateUnseenU(new Random(UNSEEN_U_SEED + 7919 * s), familyBase(UNSEEN_U_SEED, s)) },
  { author: 'unseen-v', seeds: 4, make: (s) => generateUnseenV(new Random(UNSEEN_V_SEED + 7919 * s), familyBase(UNSEEN_V_SEED, s)) },
  { author: 'unseen-w', seeds: 4, make: (s) => generateUnseenW(new Random(UNSEEN_W_SEED + 7919 * s), familyBase(UNSEEN_W_SEED, s)) },
  { author: 'unseen-ac', seeds: 4, make: (s) => generateUnseenAc(new Random(UNSEEN_AC_SEED + 7919 * s)) },
  { author: 'unseen-ad', seeds: 4, make: (s) => generateUnseenAd(new Random(UNSEEN_AD_SEED + 7919 * s)) },
  { author: 'unseen-ae', seeds: 4, make: (s) => generateUnseenAe(new Random(UNSEEN_AE_SEED + 7919 * s)) },
  { author: 'unseen-af', seeds: 4, make: (s) => generateUnseenAf(new Random(UNSEEN_AF_SEED + 7919 * s)) },
  { author: 'unseen-ag', seeds: 4, make: (s) => generateUnseenAg(new Random(UNSEEN_AG_SEED + 7919 * s)) },
  { author: 'unseen-ah', seeds: 4, make: (s) => generateUnseenAh(new Random(UNSEEN_AH_SEED + 7919 * s)) },
  { author: 'unseen-ai', seeds: 4, make: (s) => generateUnseenAi(new Random(UNSEEN_AI_SEED + 7919 * s)) },
  { author: 'unseen-aj', seeds: 4, make: (s) => generateUnseenAj(new Random(UNSEEN_AJ_SEED + 7919 * s)) },
  { author: 'unseen-ak', seeds: 4, make: (s) => generateUnseenAk(new Random(UNSEEN_AK_SEED + 7919 * s)) },
  { author: 'unseen-al', seeds: 4, make: (s) => generateUnseenAl(new Random(UNSEEN_AL_SEED + 7919 * s)) },
  { author: 'unseen-am', seeds: 4, make: (s) => generateUnseenAm(new Random(UNSEEN_AM_SEED + 7919 * s)) },
  { author: 'unseen-ao', seeds: 4, make: (s) => generateUnseenAo(new Random(UNSEEN_AO_SEED + 7919 * s)) },
  { author: 'unseen-ap', seeds: 4, make: (s) => generateUnseenAp(new Random(UNSEEN_AP_SEED + 7919 * s)) },
  { author: 'unseen-an', seeds: 4, make: (s) => generateUnseenAn(new Random(UNSEEN_AN_SEED + 7919 * s)) },
];

/** One studied document as its PDF's text reads: the set (`fresh-<author>` for a generator's fresh ones), its truth. */
export interface StudiedDocument {
  author: string;
  set: string;
  file: string;
  truth: Record<string, unknown> & { documentType: string };
  text: string;
  words: Word[];
}

/** The page a text PDF gives the readers, prepared as the analysis prepares it (analyze-text.ts, no OCR). */
export function preparedPage(d: Pick<StudiedDocument, 'text' | 'words'>): DocText {
  const language = detectLanguage(d.text);
  const dayFirst = decideDayFirst(d.text, language, dominantCurrency(d.text));
  return prepareText(d.text, dayFirst, d.words);
}

async function read(file: Buffer): Promise<{ text: string; words: Word[] }> {
  const pdf = await readPdf(file, { render: false });
  return { text: pdf.text, words: pdf.words };
}

/**
 * The studied documents, in one order: the sets in `STUDIED_SETS` order, then the
 * fresh ones in `FRESH` order. `cache`: a file keeping the read documents between runs (the reading is the slow part);
 * a source added since is read and added to it.
 */
export async function studiedDocuments(opts: { cache?: string } = {}): Promise<StudiedDocument[]> {
  const docs: StudiedDocument[] = opts.cache && fs.existsSync(opts.cache) ? (JSON.parse(fs.readFileSync(opts.cache, 'utf8')) as StudiedDocument[]) : [];
  const have = new Set(docs.map((d) => d.set));
  let added = false;
  for (const s of STUDIED_SETS.filter((x) => !have.has(x.set))) {
    added = true;
    const truth = JSON.parse(fs.readFileSync(path.join(fixtures, s.dir, 'truth.json'), 'utf8')) as (StudiedDocument['truth'] & {
      file: string;
      kind: string;
    })[];
    for (const t of truth.filter((x) => x.kind === 'text-pdf')) {
      docs.push({ author: s.author, set: s.set, file: t.file, truth: t, ...(await read(fs.readFileSync(path.join(fixtures, s.dir, t.file)))) });
    }
  }
  for (const f of FRESH.filter((x) => !have.has(`fresh-${x.author}`))) {
    added = true;
    for (let seed = 1; seed <= f.seeds; seed++) {
      for (const [i, doc] of f.make(seed).entries()) {
        docs.push({ author: f.author, set: `fresh-${f.author}`, file: `${seed}-${i}`, truth: doc.truth, ...(await read(renderPdf(doc.items))) });
      }
    }
  }
  const order = [...STUDIED_SETS.map((s) => s.set), ...FRESH.map((f) => `fresh-${f.author}`)];
  docs.sort((a, b) => order.indexOf(a.set) - order.indexOf(b.set));
  if (opts.cache && added) fs.writeFileSync(opts.cache, JSON.stringify(docs));
  return docs;
}
