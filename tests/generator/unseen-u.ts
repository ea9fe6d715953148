/**
 * The unseen-u set (issue 11): German written outside Germany, Austria and Switzerland — South Tyrol in lire and euro
 * with MwSt./IVA, Luxembourg in Luxembourg francs and euro, Liechtenstein in francs, East Belgium in Belgian francs and
 * euro, Namibia in N$ — and English written by the Forces in Germany (US Army Auto Crafts, Exchange car care, BFG
 * garages, Forces insurers, USAREUR registrations and titles) and by small jurisdictions (Jersey, Guernsey, Isle of Man,
 * Gibraltar, Bermuda, an Irish border garage), 1972–2024. Written without reading the reader or any other set's
 * families. One family per document, each on its own stream.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as P_DE from './unseen-u/papers-de';
import * as P_EN from './unseen-u/papers-en';
import * as S_DE from './unseen-u/service-de';
import * as S_EN from './unseen-u/service-en';

export const UNSEEN_U_SEED = 73918264;

const FAMILIES: ((rng: Random) => Generated)[] = [...Object.values(S_DE), ...Object.values(S_EN), ...Object.values(P_DE), ...Object.values(P_EN)];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenU(rng: Random, familySeed = UNSEEN_U_SEED): Generated[] {
  const docs = FAMILIES.map((family, i) => family(new Random((familySeed + 86243 * (i + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
