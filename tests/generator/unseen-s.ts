/**
 * The unseen-s set (issue 11): a collector who imports, exports and shows cars — marque specialists (coachbuilders,
 * trimmers, engine rebuilders, carburettor and magneto shops, chrome platers), concours preparers, import preparers,
 * transporters, storage firms, customs, agreed-value policies, historic registrations, auction buyer's invoices and
 * valuations for insurance and customs; German and English paper from DE, AT, CH, BE, DK, SE, UK, US, CA, AU, NZ and ZA,
 * 1972–2024. Written without reading the reader or any other set. One family per document, each on its own stream.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as P_DE from './unseen-s/papers-de';
import * as P_EN from './unseen-s/papers-en';
import * as S_DE from './unseen-s/service-de';
import * as S_EN from './unseen-s/service-en';

export const UNSEEN_S_SEED = 40715283;

const FAMILIES: ((rng: Random) => Generated)[] = [...Object.values(S_DE), ...Object.values(S_EN), ...Object.values(P_DE), ...Object.values(P_EN)];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenS(rng: Random, familySeed = UNSEEN_S_SEED): Generated[] {
  const docs = FAMILIES.map((family, i) => family(new Random((familySeed + 104729 * (i + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
