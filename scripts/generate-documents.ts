/**
 * `npm run generate:documents`: writes the generated development and held-out sets to
 * tests/fixtures/generated/<set>/ — each document as a text PDF (gen_NNN.pdf) and as a scan of
 * the same page (gen_NNN_scan.jpg), with truth.json in the fixtures' format. Deterministic: the
 * same seeds give the same files. Options: --set dev|heldout|unseen|unseen-b|unseen-c|unseen-d|unseen-e|unseen-f|unseen-g|unseen-h|unseen-i|unseen-j|unseen-k|unseen-l|unseen-m|unseen-n|unseen-o|unseen-p|unseen-q|unseen-r|unseen-s|unseen-t|unseen-u|unseen-v|unseen-w|unseen-x|unseen-y|unseen-z|unseen-aa|unseen-ab|unseen-ac|unseen-ad|unseen-ae|unseen-af|unseen-ag|unseen-ah|unseen-ai|unseen-aj|unseen-ak|unseen-al|unseen-am|unseen-an|unseen-ao|unseen-ap (the unseen sets:|unseen-an (the unseen sets:|unseen-ak (the unseen sets:|unseen-al (the unseen sets:|unseen-am (the unseen sets:
 * tests/generator/unseen.ts, tests/generator/unseen-b.ts … tests/generator/unseen-k.ts, tests/generator/unseen-l.ts, tests/generator/unseen-m.ts, tests/generator/unseen-n.ts, tests/generator/unseen-o.ts, tests/generator/unseen-p.ts, tests/generator/unseen-q.ts, tests/generator/unseen-r.ts, tests/generator/unseen-s.ts, tests/generator/unseen-t.ts, tests/generator/unseen-u.ts, tests/generator/unseen-v.ts, tests/generator/unseen-w.ts, tests/generator/unseen-x.ts, tests/generator/unseen-y.ts, tests/generator/unseen-z.ts, tests/generator/unseen-aa.ts, tests/generator/unseen-ab.ts, tests/generator/unseen-ac.ts, tests/generator/unseen-ad.ts, tests/generator/unseen-ae.ts, tests/generator/unseen-af.ts, tests/generator/unseen-ag.ts, tests/generator/unseen-ah.ts, tests/generator/unseen-ai.ts, tests/generator/unseen-aj.ts, tests/generator/unseen-ak.ts, tests/generator/unseen-al.ts, tests/generator/unseen-am.ts, tests/generator/unseen-an.ts, tests/generator/unseen-ao.ts, tests/generator/unseen-ap.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSet, numberedFamilies, SEEDS, type SetName } from '../tests/generator/families';
import { Random } from '../tests/generator/random';
import { renderPdf, renderScan } from '../tests/generator/render';
import type { Generated } from '../tests/generator/types';
import { generateUnseen, UNSEEN_SEED } from '../tests/generator/unseen';
import { generateUnseenB, UNSEEN_B_SEED } from '../tests/generator/unseen-b';
import { generateUnseenC, UNSEEN_C_SEED } from '../tests/generator/unseen-c';
import { generateUnseenD, UNSEEN_D_SEED } from '../tests/generator/unseen-d';
import { generateUnseenE, UNSEEN_E_SEED } from '../tests/generator/unseen-e';
import { generateUnseenF, UNSEEN_F_SEED } from '../tests/generator/unseen-f';
import { generateUnseenG, UNSEEN_G_SEED } from '../tests/generator/unseen-g';
import { generateUnseenH, UNSEEN_H_SEED } from '../tests/generator/unseen-h';
import { generateUnseenI, UNSEEN_I_SEED } from '../tests/generator/unseen-i';
import { generateUnseenJ, UNSEEN_J_SEED } from '../tests/generator/unseen-j';
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
import { generateUnseenX, UNSEEN_X_SEED } from '../tests/generator/unseen-x';
import { generateUnseenY, UNSEEN_Y_SEED } from '../tests/generator/unseen-y';
import { generateUnseenZ, UNSEEN_Z_SEED } from '../tests/generator/unseen-z';
import { generateUnseenAa, UNSEEN_AA_SEED } from '../tests/generator/unseen-aa';
import { generateUnseenAb, UNSEEN_AB_SEED } from '../tests/generator/unseen-ab';
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

/** Each set by another author: its generator and the seed its order (and, for most, its families) are drawn from. */
const UNSEEN: Record<string, { seed: number; generate: (rng: Random) => Generated[] }> = {
  unseen: { seed: UNSEEN_SEED, generate: generateUnseen },
  'unseen-b': { seed: UNSEEN_B_SEED, generate: generateUnseenB },
  'unseen-c': { seed: UNSEEN_C_SEED, generate: generateUnseenC },
  'unseen-d': { seed: UNSEEN_D_SEED, generate: generateUnseenD },
  'unseen-e': { seed: UNSEEN_E_SEED, generate: generateUnseenE },
  'unseen-f': { seed: UNSEEN_F_SEED, generate: generateUnseenF },
  'unseen-g': { seed: UNSEEN_G_SEED, generate: generateUnseenG },
  'unseen-h': { seed: UNSEEN_H_SEED, generate: generateUnseenH },
  'unseen-i': { seed: UNSEEN_I_SEED, generate: generateUnseenI },
  'unseen-j': { seed: UNSEEN_J_SEED, generate: generateUnseenJ },
  'unseen-k': { seed: UNSEEN_K_SEED, generate: generateUnseenK },
  'unseen-l': { seed: UNSEEN_L_SEED, generate: generateUnseenL },
  'unseen-m': { seed: UNSEEN_M_SEED, generate: generateUnseenM },
  'unseen-n': { seed: UNSEEN_N_SEED, generate: generateUnseenN },
  'unseen-o': { seed: UNSEEN_O_SEED, generate: generateUnseenO },
  'unseen-p': { seed: UNSEEN_P_SEED, generate: generateUnseenP },
  'unseen-q': { seed: UNSEEN_Q_SEED, generate: generateUnseenQ },
  'unseen-r': { seed: UNSEEN_R_SEED, generate: generateUnseenR },
  'unseen-s': { seed: UNSEEN_S_SEED, generate: generateUnseenS },
  'unseen-t': { seed: UNSEEN_T_SEED, generate: generateUnseenT },
  'unseen-u': { seed: UNSEEN_U_SEED, generate: generateUnseenU },
  'unseen-v': { seed: UNSEEN_V_SEED, generate: generateUnseenV },
  'unseen-w': { seed: UNSEEN_W_SEED, generate: generateUnseenW },
  'unseen-x': { seed: UNSEEN_X_SEED, generate: generateUnseenX },
  'unseen-y': { seed: UNSEEN_Y_SEED, generate: generateUnseenY },
  'unseen-z': { seed: UNSEEN_Z_SEED, generate: generateUnseenZ },
  'unseen-aa': { seed: UNSEEN_AA_SEED, generate: generateUnseenAa },
  'unseen-ab': { seed: UNSEEN_AB_SEED, generate: generateUnseenAb },
  'unseen-ac': { seed: UNSEEN_AC_SEED, generate: generateUnseenAc },
  'unseen-ad': { seed: UNSEEN_AD_SEED, generate: generateUnseenAd },
  'unseen-ae': { seed: UNSEEN_AE_SEED, generate: generateUnseenAe },
  'unseen-af': { seed: UNSEEN_AF_SEED, generate: generateUnseenAf },
  'unseen-ag': { seed: UNSEEN_AG_SEED, generate: generateUnseenAg },
  'unseen-ah': { seed: UNSEEN_AH_SEED, generate: generateUnseenAh },
  'unseen-ai': { seed: UNSEEN_AI_SEED, generate: generateUnseenAi },
  'unseen-aj': { seed: UNSEEN_AJ_SEED, generate: generateUnseenAj },
  'unseen-ak': { seed: UNSEEN_AK_SEED, generate: generateUnseenAk },
  'unseen-al': { seed: UNSEEN_AL_SEED, generate: generateUnseenAl },
  'unseen-am': { seed: UNSEEN_AM_SEED, generate: generateUnseenAm },
  'unseen-ao': { seed: UNSEEN_AO_SEED, generate: generateUnseenAo },
  'unseen-ap': { seed: UNSEEN_AP_SEED, generate: generateUnseenAp },
  'unseen-an': { seed: UNSEEN_AN_SEED, generate: generateUnseenAn },
};
const SETS = ['dev', 'heldout', ...Object.keys(UNSEEN)];
const root = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'generated');
const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : null;

for (const set of SETS) {
  if (only && set !== only) continue;
  const dir = path.join(root, set);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const rng = new Random(UNSEEN[set]?.seed ?? SEEDS[set as SetName]);
  const docs = UNSEEN[set] ? UNSEEN[set].generate(rng) : generateSet(set as SetName, rng);
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
