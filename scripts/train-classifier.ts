/**
 * `npm run train:classifier`: fits the learned document-type model (src/shared/analysis/type-model.json)
 * on the text of every development document with a known type, read by the project's own PDF reader
 * as the analysis reads it, and on fresh documents from our generators (other seeds), then prints the
 * leave-one-author-out figures: for each author but ours (gen-unseen, -b, -c, -f to -i, -k to -w), a model trained
 * without that author (neither the set nor its generator's fresh documents) is judged on the set,
 * against the phrase classifier alone. Deterministic: the same sources give the same weights.
 * Options: --eval-only (print the figures, write nothing), --verbose (each miss of the held-out sets).
 * TRAIN_CACHE=/tmp/file keeps the read corpus between runs (the reading is the slow part).
 * Never reads the judges (gen-unseen-d, -e, -j, -x, -y, -z, -aa, -ab) nor their generators.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMBINE, combineScores } from '../src/shared/analysis/type-decision';
import { phraseScores } from '../src/shared/analysis/classify';
import { typeFeatures } from '../src/shared/analysis/type-features';
import { scoreTypes, type TypeModel } from '../src/shared/analysis/type-model';
import { corpus, fit, type Sample } from './type-training';

const args = process.argv.slice(2);
const evalOnly = args.includes('--eval-only');
const verbose = args.includes('--verbose');
const out = path.resolve(import.meta.dirname, '..', 'src', 'shared', 'analysis', 'type-model.json');

const bestType = (scores: Map<string, number>) => [...scores].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';

const samples = await corpus();
const featuresOf = new Map(samples.map((s) => [s, typeFeatures(s.layoutText)]));
const knownOf = (s: Sample, model: TypeModel) => featuresOf.get(s)!.filter((f) => Object.hasOwn(model.weights, f)).length;
console.log(
  `corpus: ${samples.length} pages (${[...new Set(samples.map((s) => s.author))].map((a) => `${a} ${samples.filter((s) => s.author === a).length}`).join(', ')})`,
);

console.log('held-out pages            pages  phrases  model  combined  unsure');
for (const author of [...new Set(samples.map((s) => s.author))].filter((a) => a !== 'ours')) {
  const model = fit(
    samples.filter((s) => s.author !== author),
    featuresOf,
  );
  // The set itself, and its author's fresh pages (other seeds of the same generator).
  for (const set of [`gen-${author}`, `fresh-${author}`]) {
    const judged = samples.filter((s) => s.set === set);
    const count = { phrases: 0, learned: 0, combined: 0, unsure: 0 };
    for (const s of judged) {
      const learned = scoreTypes(featuresOf.get(s)!, model);
      const decision = combineScores(phraseScores(s.text, s.layoutText), learned, COMBINE, knownOf(s, model));
      const byModel = bestType(learned);
      count.phrases += +(decision.byPhrases === s.type);
      count.learned += +(byModel === s.type);
      count.combined += +(decision.type === s.type);
      count.unsure += +decision.isUnsure;
      if (verbose && (decision.type !== s.type || byModel !== s.type || decision.byPhrases !== s.type))
        console.log(
          `    ${s.set} ${s.file}: ${s.type} → ${decision.type} (phrases ${decision.byPhrases}, model ${byModel}${decision.isUnsure ? ', unsure' : ''})`,
        );
    }
    const of = (n: number) => `${n}/${judged.length}`.padStart(7);
    console.log(
      `${set.padEnd(22)} ${String(judged.length).padStart(5)}  ${of(count.phrases)} ${of(count.learned)}  ${of(count.combined)}  ${String(count.unsure).padStart(6)}`,
    );
  }
}

if (!evalOnly) {
  const model = fit(samples, featuresOf);
  fs.writeFileSync(out, `${JSON.stringify(model)}\n`);
  // In sample, a check that the shipped model keeps every development page's type (not a figure of generalisation).
  for (const set of [...new Set(samples.map((s) => s.set))]) {
    const pages = samples.filter((s) => s.set === set);
    const wrong = pages.filter(
      (s) => combineScores(phraseScores(s.text, s.layoutText), scoreTypes(featuresOf.get(s)!, model), COMBINE, knownOf(s, model)).type !== s.type,
    );
    console.log(`in sample ${set.padEnd(16)} ${pages.length - wrong.length}/${pages.length}${wrong.length ? `: ${wrong.map((s) => s.file).join(' ')}` : ''}`);
  }
  console.log(`wrote ${path.relative(process.cwd(), out)}: ${Object.keys(model.weights).length} features, ${fs.statSync(out).size} bytes`);
}
