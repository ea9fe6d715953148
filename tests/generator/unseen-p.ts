/**
 * unseen-p: a development set by a new author (issue 11) — what large organisations print. Main
 * dealers' and marque centres' DMS printouts, auction houses, marque clubs' valuation committees,
 * insurers' schedules and certificates, registries and licensing offices; German (DE, AT, CH) and
 * English (UK, IE, US), 1970–2026. Dense caption grids, many reference numbers on one page, field
 * codes beside values, totals blocks with net, tax, gross, deposits and balances, covers with their
 * own premiums and excesses, valuation tables. Written without reading the reader or any other set.
 * One family (layout and wording) per document; the order of the files is drawn from the seed.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { FAMILIES } from './unseen-p/families';

export const UNSEEN_P_SEED = 63058214;

export function generateUnseenP(rng: Random): Generated[] {
  const docs = FAMILIES.map((family) => family(rng));
  return rng.some(docs, docs.length);
}
