/**
 * `npx tsx scripts/fit-dates.ts`: fits the date scorer's weights (src/shared/analysis/date-roles.ts, `DATE_FEATURES`) on
 * the truth of every studied document (scripts/studied-corpus.ts: the development sets and fresh documents from each
 * studied author's generator), and prints how well they generalise: for each author, weights fitted without that author
 * (neither its set nor its fresh documents) choose the dates of its set, beside the hand weights.
 *
 * The fit: per purpose (a bill's, a contract's, an appraisal's date), a conditional logit — a softmax over each page's
 * date candidates, score = weights · features — whose likelihood is the probability the page's true date gets (summed
 * over the candidates that read it), with an L2 penalty that draws each weight to its hand value (a fact the data
 * seldom shows keeps the weight it was given). Full-batch gradient descent from the prior, a fixed number of
 * steps: the same documents give the same weights.
 *
 * Options: --verbose (each held-out page the two weightings choose differently), --lambda X (the penalty's strength,
 * default 0.1), --zero-prior (draw to 0 instead: a fit that owes the hand weights nothing).
 * FIT_CACHE=/tmp/file keeps the read documents between runs (the reading is the slow part).
 *
 * Result when written (28 November 2026, DATE_FEATURES as in date-roles.ts): the fitted weights do not beat the hand
 * weights, which the runtime keeps. Leave one author out, right choices on the held-out sets: bill 432/436 fitted vs
 * 433/436 by hand, sale 126/126 vs 126/126, appraisal 100/100 vs 100/100 (λ 0.1; λ 0.01 and 0.001 do worse, bill 431 and
 * appraisal 99; a fit from zero at λ 0.001 gets 429, 124 and 97). The hand weights' figures are in sample: they were
 * written studying every one of these authors. They miss 3 set pages (gen-unseen-b's bills), each with its true date
 * among the candidates.
 */
import { DATE_FEATURES, dateFeatures, HAND_WEIGHTS, type DateFeature, type DatePurpose } from '../src/shared/analysis/date-roles';
import { claimedDates } from '../src/shared/analysis/extract-fields';
import { payableColumnOnly } from '../src/shared/analysis/payable-column';
import { preparedPage, STUDIED_SETS, studiedDocuments } from './studied-corpus';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const LAMBDA = Number(arg('--lambda') ?? 0.1);
// --zero-prior: the penalty draws every weight to 0 instead (a fit that owes the hand weights nothing), for comparison.
const zeroPrior = args.includes('--zero-prior');
const STEPS = 1500;

/** The truth field each purpose's date is judged by. */
const PURPOSES: { purpose: DatePurpose; field: string }[] = [
  { purpose: 'bill', field: 'serviceDate' },
  { purpose: 'sale', field: 'saleDate' },
  { purpose: 'appraisal', field: 'appraisalDate' },
];

/** One page's candidates for one purpose: each one's active features (indices into DATE_FEATURES) and whether it reads the truth. */
interface Page {
  author: string;
  set: string;
  file: string;
  truth: string;
  isos: string[];
  active: number[][];
  right: boolean[];
}

const docs = await studiedDocuments({ cache: process.env.FIT_CACHE });
const pages = new Map<DatePurpose, Page[]>(PURPOSES.map((p) => [p.purpose, []]));
for (const d of docs) {
  const wanted = PURPOSES.filter((p) => typeof d.truth[p.field] === 'string');
  if (!wanted.length) continue;
  // As extract-fields.ts reads a page's dates: the payable column only, the vehicle's year as the page tells it.
  const page = payableColumnOnly(preparedPage(d));
  const minYear = claimedDates(page).year;
  for (const { purpose, field } of wanted) {
    const truth = d.truth[field] as string;
    const candidates = dateFeatures(page, purpose, { minYear });
    pages.get(purpose)!.push({
      author: d.author,
      set: d.set,
      file: d.file,
      truth,
      isos: candidates.map((c) => c.iso),
      active: candidates.map((c) => DATE_FEATURES.flatMap((f, i) => (c.features[f] ? [i] : []))),
      right: candidates.map((c) => c.iso === truth),
    });
  }
}

const K = DATE_FEATURES.length;
const toVector = (w: Record<DateFeature, number>) => Float64Array.from(DATE_FEATURES, (f) => w[f]);
const scoreOf = (w: Float64Array, active: number[]) => active.reduce((s, i) => s + w[i], 0);

/** The date the weights choose: the best score, the first among equals (as `chooseDate`). */
function choice(p: Page, w: Float64Array): number {
  let best = -1;
  let top = -Infinity;
  p.active.forEach((a, i) => {
    const s = scoreOf(w, a);
    if (s > top) [best, top] = [i, s];
  });
  return best;
}
const isRight = (p: Page, w: Float64Array) => p.active.length > 0 && p.right[choice(p, w)];

/** The conditional logit's weights, drawn to `prior` by the L2 penalty; pages whose truth no candidate reads teach nothing. */
function fit(train: Page[], prior: Float64Array, lambda = LAMBDA): Float64Array {
  const usable = train.filter((p) => p.right.some(Boolean));
  // Flat: each page's candidates, each candidate's active features (the gradient's loop is the fit's whole cost).
  const pageStart = [0];
  const candStart = [0];
  const feats: number[] = [];
  const good: boolean[] = [];
  for (const p of usable) {
    p.active.forEach((a, i) => {
      feats.push(...a);
      candStart.push(feats.length);
      good.push(p.right[i]);
    });
    pageStart.push(good.length);
  }
  const w = Float64Array.from(prior);
  const velocity = new Float64Array(K);
  const grad = new Float64Array(K);
  const s = new Float64Array(good.length);
  const rate = 0.2;
  for (let step = 0; step < STEPS; step++) {
    grad.fill(0);
    for (let c = 0; c < good.length; c++) {
      let v = 0;
      for (let j = candStart[c]; j < candStart[c + 1]; j++) v += w[feats[j]];
      s[c] = v;
    }
    for (let q = 0; q < usable.length; q++) {
      let max = -Infinity;
      for (let c = pageStart[q]; c < pageStart[q + 1]; c++) max = Math.max(max, s[c]);
      let all = 0;
      let right = 0;
      for (let c = pageStart[q]; c < pageStart[q + 1]; c++) {
        s[c] = Math.exp(s[c] - max);
        all += s[c];
        if (good[c]) right += s[c];
      }
      // d(−log Σ_right p)/dw = Σ_i (p_i − q_i) x_i, q the softmax over the right candidates alone.
      for (let c = pageStart[q]; c < pageStart[q + 1]; c++) {
        const g = (s[c] / all - (good[c] ? s[c] / right : 0)) / usable.length;
        for (let j = candStart[c]; j < candStart[c + 1]; j++) grad[feats[j]] += g;
      }
    }
    for (let f = 0; f < K; f++) {
      velocity[f] = 0.9 * velocity[f] - rate * (grad[f] + lambda * (w[f] - prior[f]));
      w[f] += velocity[f];
    }
  }
  return w;
}

const hand = (purpose: DatePurpose) => toVector(HAND_WEIGHTS[purpose]);
const prior = (purpose: DatePurpose) => (zeroPrior ? new Float64Array(K) : hand(purpose));
const round = (x: number) => Math.round(x * 100) / 100;
const count = (ps: Page[], w: Float64Array) => ps.filter((p) => isRight(p, w)).length;
const authors = [...new Set(STUDIED_SETS.map((s) => s.author))];

for (const { purpose, field } of PURPOSES) {
  const all = pages.get(purpose)!;
  const sets = all.filter((p) => !p.set.startsWith('fresh-'));
  const missing = (ps: Page[]) => ps.filter((p) => !p.right.some(Boolean)).length;
  const lost = (ps: Page[]) => ps.filter((p) => p.right.some(Boolean) && !isRight(p, hand(purpose))).length;
  console.log(`\n${field} (${purpose}): ${sets.length} set pages, ${all.length - sets.length} fresh`);
  console.log(
    `  hand weights' misses: sets ${missing(sets) + lost(sets)} (truth among no candidate ${missing(sets)}, among them but lost ${lost(sets)}); ` +
      `fresh ${missing(all) - missing(sets) + lost(all) - lost(sets)} (${missing(all) - missing(sets)} / ${lost(all) - lost(sets)})`,
  );
  console.log('  held-out author     set: pages  hand  fitted   fresh: pages  hand  fitted');
  const total = { n: 0, hand: 0, fitted: 0, fn: 0, fhand: 0, ffitted: 0 };
  for (const author of authors) {
    const own = all.filter((p) => p.author === author);
    if (!own.length) continue;
    const w = fit(
      all.filter((p) => p.author !== author),
      prior(purpose),
    );
    const set = own.filter((p) => !p.set.startsWith('fresh-'));
    const fresh = own.filter((p) => p.set.startsWith('fresh-'));
    const row = {
      n: set.length,
      hand: count(set, hand(purpose)),
      fitted: count(set, w),
      fn: fresh.length,
      fhand: count(fresh, hand(purpose)),
      ffitted: count(fresh, w),
    };
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
    console.log(
      `  ${author.padEnd(18)} ${String(row.n).padStart(9)} ${String(row.hand).padStart(5)} ${String(row.fitted).padStart(7)} ${String(row.fn).padStart(14)} ${String(row.fhand).padStart(5)} ${String(row.ffitted).padStart(7)}`,
    );
    if (verbose)
      for (const p of set.filter((x) => isRight(x, hand(purpose)) !== isRight(x, w)))
        console.log(`      ${p.set} ${p.file}: truth ${p.truth}, hand ${p.isos[choice(p, hand(purpose))]}, fitted ${p.isos[choice(p, w)]}`);
  }
  console.log(
    `  ${'all (leave-one-out)'.padEnd(18)} ${String(total.n).padStart(9)} ${String(total.hand).padStart(5)} ${String(total.fitted).padStart(7)} ${String(total.fn).padStart(14)} ${String(total.fhand).padStart(5)} ${String(total.ffitted).padStart(7)}`,
  );
  const w = fit(all, prior(purpose));
  console.log(
    `  in sample: sets ${count(sets, w)}/${sets.length} (hand ${count(sets, hand(purpose))}), fresh ${count(all, w) - count(sets, w)}/${all.length - sets.length}`,
  );
  console.log(`  weights: ${DATE_FEATURES.map((f, i) => `${f} ${round(w[i])}`).join(', ')}`);
}
