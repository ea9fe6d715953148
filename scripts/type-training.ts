/**
 * The training side of the learned document-type model (scripts/train-classifier.ts): the corpus of
 * development pages read as the analysis reads them, and the fit. Never reads the judges (gen-unseen-d, -e, -j, -x, -y, -z) nor their generators.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPdf } from '../src/server/analysis/pdf';
import { dominantCurrency } from '../src/shared/analysis/amounts';
import { decideDayFirst } from '../src/shared/analysis/dates';
import { detectLanguage } from '../src/shared/analysis/language';
import { prepareText } from '../src/shared/analysis/text-values';
import type { TypeModel } from '../src/shared/analysis/type-model';
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

const fixtures = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures');

/** One read page: who wrote its kind of paper (the author a held-out run leaves out), which set, its type. */
export interface Sample {
  author: string;
  set: string;
  file: string;
  type: string;
  text: string;
  layoutText: string;
}

async function read(file: Buffer): Promise<{ text: string; layoutText: string }> {
  const pdf = await readPdf(file, { render: false });
  const language = detectLanguage(pdf.text);
  const dayFirst = decideDayFirst(pdf.text, language, dominantCurrency(pdf.text));
  return { text: pdf.text, layoutText: prepareText(pdf.text, dayFirst, pdf.words).text };
}

const SETS = [
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
];

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
  { author: 'unseen-o', seeds: 4, make: (s) => generateUnseenO(new Random(UNSEEN_O_SEED + 7919 * s)) },
  { author: 'unseen-p', seeds: 4, make: (s) => generateUnseenP(new Random(UNSEEN_P_SEED + 7919 * s)) },
  { author: 'unseen-q', seeds: 4, make: (s) => generateUnseenQ(new Random(UNSEEN_Q_SEED + 7919 * s)) },
  { author: 'unseen-r', seeds: 4, make: (s) => generateUnseenR(new Random(UNSEEN_R_SEED + 7919 * s)) },
  { author: 'unseen-s', seeds: 4, make: (s) => generateUnseenS(new Random(UNSEEN_S_SEED + 7919 * s)) },
  { author: 'unseen-t', seeds: 4, make: (s) => generateUnseenT(new Random(UNSEEN_T_SEED + 7919 * s)) },
  { author: 'unseen-u', seeds: 4, make: (s) => generateUnseenU(new Random(UNSEEN_U_SEED + 7919 * s)) },
  { author: 'unseen-v', seeds: 4, make: (s) => generateUnseenV(new Random(UNSEEN_V_SEED + 7919 * s)) },
  { author: 'unseen-w', seeds: 4, make: (s) => generateUnseenW(new Random(UNSEEN_W_SEED + 7919 * s)) },
];

export async function corpus(): Promise<Sample[]> {
  const cache = process.env.TRAIN_CACHE;
  // A cache holds the sources read before; a source added since (a new author's set) is read and added to it.
  const samples: Sample[] = cache && fs.existsSync(cache) ? (JSON.parse(fs.readFileSync(cache, 'utf8')) as Sample[]) : [];
  const have = new Set(samples.map((s) => s.set));
  let added = false;
  for (const s of SETS) {
    if (have.has(s.set)) continue;
    added = true;
    const truth = JSON.parse(fs.readFileSync(path.join(fixtures, s.dir, 'truth.json'), 'utf8')) as { file: string; kind: string; documentType: string }[];
    for (const t of truth.filter((x) => x.kind === 'text-pdf')) {
      const page = await read(fs.readFileSync(path.join(fixtures, s.dir, t.file)));
      samples.push({ author: s.author, set: s.set, file: t.file, type: t.documentType, ...page });
    }
  }
  for (const f of FRESH) {
    if (have.has(`fresh-${f.author}`)) continue;
    added = true;
    for (let seed = 1; seed <= f.seeds; seed++) {
      for (const [i, doc] of f.make(seed).entries()) {
        const page = await read(renderPdf(doc.items));
        samples.push({ author: f.author, set: `fresh-${f.author}`, file: `${seed}-${i}`, type: doc.truth.documentType, ...page });
      }
    }
  }
  // One order whatever was cached when: the fit visits the pages in a seeded order of their places.
  const order = [...SETS.map((s) => s.set), ...FRESH.map((f) => `fresh-${f.author}`)];
  samples.sort((a, b) => order.indexOf(a.set) - order.indexOf(b.set));
  if (cache && added) fs.writeFileSync(cache, JSON.stringify(samples));
  return samples;
}

export const CLASSES = ['service', 'title', 'registration', 'insurance', 'purchase', 'appraisal', 'receipt'];
/** A feature must occur in this many training pages: rarer ones are one document's words, not a kind's. */
const MIN_DOCS = 3;
/** Features kept after fitting, by the size of their largest weight: the module stays small. */
const KEEP = 5000;
const EPOCHS = 40;
const L2 = 1e-4;

/**
 * A multinomial logistic regression over binary features (each scaled by one over the root of the page's count),
 * fitted by stochastic gradient descent in a seeded order, classes weighted to count alike.
 */
export function fit(samples: Sample[], featuresOf: Map<Sample, string[]>): TypeModel {
  const df = new Map<string, number>();
  for (const s of samples) for (const f of featuresOf.get(s)!) df.set(f, (df.get(f) ?? 0) + 1);
  const vocab = [...df].filter(([, n]) => n >= MIN_DOCS).map(([f]) => f);
  vocab.sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const K = CLASSES.length;
  const w = new Float64Array(vocab.length * K);
  const bias = new Float64Array(K);
  const rows = samples.map((s) => ({
    y: CLASSES.indexOf(s.type),
    n: featuresOf.get(s)!.length,
    x: featuresOf
      .get(s)!
      .map((f) => index.get(f))
      .filter((i): i is number => i !== undefined),
  }));
  const perClass = CLASSES.map((_, c) => rows.filter((r) => r.y === c).length);
  const weightOf = (y: number) => Math.sqrt(rows.length / (K * Math.max(1, perClass[y])));
  const order = rows.map((_, i) => i);
  const rng = new Random(20261127);
  const p = new Float64Array(K);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = 0.5 / (1 + epoch / 5);
    for (const r of order.map((i) => rows[i])) {
      if (r.y < 0 || !r.x.length) continue;
      const scale = 1 / Math.sqrt(r.n);
      let max = -Infinity;
      for (let c = 0; c < K; c++) {
        let z = bias[c];
        for (const f of r.x) z += w[f * K + c] * scale;
        p[c] = z;
        max = Math.max(max, z);
      }
      let sum = 0;
      for (let c = 0; c < K; c++) sum += p[c] = Math.exp(p[c] - max);
      const sw = weightOf(r.y);
      for (let c = 0; c < K; c++) {
        const g = (p[c] / sum - (c === r.y ? 1 : 0)) * sw * rate;
        bias[c] -= g * 0.1;
        for (const f of r.x) w[f * K + c] -= g * scale + rate * L2 * w[f * K + c];
      }
    }
  }
  const strength = vocab.map((f, i) => ({ f, i, m: Math.max(...Array.from({ length: K }, (_, c) => Math.abs(w[i * K + c]))) }));
  strength.sort((a, b) => b.m - a.m || (a.f < b.f ? -1 : 1));
  const kept = strength.slice(0, KEEP).sort((a, b) => (a.f < b.f ? -1 : 1));
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    classes: CLASSES,
    bias: Array.from(bias, round),
    weights: Object.fromEntries(kept.map(({ f, i }) => [f, Array.from({ length: K }, (_, c) => round(w[i * K + c]))])),
  } as TypeModel;
}
