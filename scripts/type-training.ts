/**
 * The training side of the learned document-type model (scripts/train-classifier.ts): the corpus of
 * development pages read as the analysis reads them, and the fit. Never reads the judges nor their generators (scripts/studied-corpus.ts).
 */
import type { TypeModel } from '../src/shared/analysis/type-model';
import { Random } from '../tests/generator/random';
import { preparedPage, studiedDocuments } from './studied-corpus';

/** One read page: who wrote its kind of paper (the author a held-out run leaves out), which set, its type. */
export interface Sample {
  author: string;
  set: string;
  file: string;
  type: string;
  text: string;
  layoutText: string;
}

/** The studied documents (scripts/studied-corpus.ts). TRAIN_CACHE=/tmp/file keeps them between runs. */
export async function corpus(): Promise<Sample[]> {
  const docs = await studiedDocuments({ cache: process.env.TRAIN_CACHE });
  return docs.map((d) => ({ author: d.author, set: d.set, file: d.file, type: d.truth.documentType, text: d.text, layoutText: preparedPage(d).text }));
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
