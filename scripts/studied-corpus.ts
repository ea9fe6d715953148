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
import { GENERATED_SET_NAMES, JUDGES, loadGeneratedSet } from './generated-sets';

const fixtures = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures');

/** The other authors' sets that are studied: all but the judges, whose generators are not even imported. */
const STUDIED_AUTHORS = await Promise.all(GENERATED_SET_NAMES.filter((name) => !JUDGES.includes(name)).map(loadGeneratedSet));

/** The development sets, each with its author (the unit a leave-one-author-out run holds out). */
export const STUDIED_SETS = [
  { set: 'fixtures', dir: 'documents', author: 'ours' },
  { set: 'gen-dev', dir: 'generated/dev', author: 'ours' },
  { set: 'gen-heldout', dir: 'generated/heldout', author: 'ours' },
  ...STUDIED_AUTHORS.map(({ name }) => ({ set: `gen-${name}`, dir: `generated/${name}`, author: name })),
];

/**
 * The base of a fresh seed's family streams, for the generators whose families draw from streams of their own (o, q to w):
 * the order's seed alone would give the set's own pages again, reordered. Far from any family's stream in the set.
 */
const familyBase = (setSeed: number, seed: number) => (setSeed + 1_000_003 * seed) >>> 0;

/** How many fresh seeds each author gives (four unless named); the first authors wrote fewer documents per seed. */
const FRESH_SEEDS: Record<string, number> = { unseen: 8, 'unseen-b': 6, 'unseen-c': 6 };
/** The generators whose families draw from streams of their own, which take the base of a fresh seed's streams. */
const OWN_FAMILY_STREAMS = ['unseen-o', 'unseen-q', 'unseen-r', 'unseen-s', 'unseen-t', 'unseen-u', 'unseen-v', 'unseen-w'];

/** Fresh documents from each author's generator, seeds far from the sets' own. */
export const FRESH: { author: string; seeds: number; make: (seed: number) => Generated[] }[] = [
  { author: 'ours', seeds: 3, make: (s) => generateSet(s % 2 ? 'dev' : 'heldout', new Random(SEEDS.dev + 7919 * s)) },
  ...STUDIED_AUTHORS.map(({ name, seed, generate }) => ({
    author: name,
    seeds: FRESH_SEEDS[name] ?? 4,
    make: (s: number) => generate(new Random(seed + 7919 * s), OWN_FAMILY_STREAMS.includes(name) ? familyBase(seed, s) : undefined),
  })),
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
