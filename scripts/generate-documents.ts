/**
 * `npm run generate:documents`: writes the generated development and held-out sets to
 * tests/fixtures/generated/<set>/ — each document as a text PDF (gen_NNN.pdf) and as a scan of
 * the same page (gen_NNN_scan.jpg), with truth.json in the fixtures' format. Deterministic: the
 * same seeds give the same files. Option: --set NAME: dev, heldout (ours), or another author's set
 * (unseen, unseen-b, …: each tests/generator/unseen-<letters>.ts, found by scripts/generated-sets.ts); without it
 * every set is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSet, numberedFamilies, SEEDS, type SetName } from '../tests/generator/families';
import { Random } from '../tests/generator/random';
import { renderPdf, renderScan } from '../tests/generator/render';
import { GENERATED_SET_NAMES, loadGeneratedSet } from './generated-sets';

const SETS = ['dev', 'heldout', ...GENERATED_SET_NAMES];
const root = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'generated');
const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : null;
if (only && !SETS.includes(only)) {
  console.error(`Unknown set '${only}': one of ${SETS.join(', ')}`);
  process.exit(1);
}

for (const set of SETS) {
  if (only && set !== only) continue;
  const dir = path.join(root, set);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const unseen = set === 'dev' || set === 'heldout' ? null : await loadGeneratedSet(set);
  const rng = new Random(unseen?.seed ?? SEEDS[set as SetName]);
  const docs = unseen ? unseen.generate(rng) : generateSet(set as SetName, rng);
  const numbered = docs.map((doc, i) => ({ n: i + 1, doc }));
  // Families numbered from their own first file (gen_120 …) after the running ones; their scans draw from their own seed.
  const later = set === 'dev' || set === 'heldout' ? numberedFamilies(set) : null;
  const truth: Record<string, unknown>[] = [];
  const write = async ({ n, doc }: { n: number; doc: (typeof docs)[number] }, scanRng: Random) => {
    const name = `gen_${String(n).padStart(3, '0')}`;
    fs.writeFileSync(path.join(dir, `${name}.pdf`), renderPdf(doc.items));
    fs.writeFileSync(path.join(dir, `${name}_scan.jpg`), await renderScan(doc.items, scanRng));
    truth.push({ file: `${name}.pdf`, language: doc.language, kind: 'text-pdf', ...doc.truth });
    truth.push({ file: `${name}_scan.jpg`, language: doc.language, kind: 'scan-image', ...doc.truth });
  };
  for (const entry of numbered) await write(entry, rng);
  if (later) {
    const scanRng = new Random(SEEDS[set as SetName] + 1003);
    for (const [i, doc] of later.docs.entries()) await write({ n: later.first + i, doc }, scanRng);
  }
  fs.writeFileSync(path.join(dir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  console.log(`${set}: ${docs.length + (later?.docs.length ?? 0)} documents in ${path.relative(process.cwd(), dir)}`);
}
