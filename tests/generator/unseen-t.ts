/**
 * unseen-t: a new author's set for issue 11 — GDR and Wende-era German paper (VEB and PGH workshops, Mark der DDR then
 * DM, the Staatliche Versicherung, the DDR Zulassungsschein), Czech, Polish, Hungarian and Slovenian firms writing
 * German, rural Canada and the US Midwest and South, and Commonwealth workshops writing English (India, Singapore,
 * Hong Kong, Kenya, Malta, Cyprus), 1967–2023. One family per document; see tests/fixtures/generated/README.md.
 */
import { Random } from './random';
import type { Generated } from './types';
import { OTHER_FAMILIES } from './unseen-t/others';
import { OTHER_FAMILIES_2 } from './unseen-t/others2';
import { SERVICE_FAMILIES } from './unseen-t/service';
import { SERVICE_FAMILIES_2 } from './unseen-t/service2';

export const UNSEEN_T_SEED = 38261947;

export function generateUnseenT(rng: Random): Generated[] {
  const families = [...SERVICE_FAMILIES, ...OTHER_FAMILIES, ...SERVICE_FAMILIES_2, ...OTHER_FAMILIES_2];
  // Each family draws from its own stream so that one family's change leaves the others alone; the order is drawn from the set's seed.
  const docs = families.map((fam, i) => fam(new Random(UNSEEN_T_SEED + 104651 * (i + 1))));
  return rng.some(docs, docs.length);
}
