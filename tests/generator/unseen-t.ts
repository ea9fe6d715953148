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

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenT(rng: Random, familySeed = UNSEEN_T_SEED): Generated[] {
  const families = [...SERVICE_FAMILIES, ...OTHER_FAMILIES, ...SERVICE_FAMILIES_2, ...OTHER_FAMILIES_2];
  // Each family draws from its own stream so that one family's change leaves the others alone; the order is drawn from the set's seed.
  const docs = families.map((fam, i) => fam(new Random(familySeed + 104651 * (i + 1))));
  return rng.some(docs, docs.length);
}
