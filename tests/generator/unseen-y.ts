/**
 * The unseen-y set (issue 11): the makers' and dealers' own paper and paper that crosses borders — main-dealer repair
 * orders with warranty, goodwill and recall work, fleet and company-car bills, leasing settlements, customs entries,
 * shipping and port storage, § 21 conversions and IVA tests, re-registrations after import, US titles, dealers' sales
 * with part exchange and deposits, extended-warranty, GAP and classic-fleet cover, valuations, works birth and heritage
 * certificates; German from Lower Saxony, Hesse, the Rhineland-Palatinate, the Saarland and Vorarlberg, English from
 * the US Sun Belt and Pacific Northwest, the Midlands, Northern Ireland and continental dealers writing English,
 * 1965–2025. Written without reading the reader or any other set's families but unseen-s's and unseen-v's (whose kit
 * and bill it borrows). One family per document, each on its own stream.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as P_DE from './unseen-y/papers-de';
import * as P_EN from './unseen-y/papers-en';
import * as S_DE from './unseen-y/service-de';
import * as S_EN from './unseen-y/service-en';

export const UNSEEN_Y_SEED = 41862093;

const FAMILIES: ((rng: Random) => Generated)[] = [...Object.values(S_DE), ...Object.values(S_EN), ...Object.values(P_DE), ...Object.values(P_EN)];

export function generateUnseenY(rng: Random): Generated[] {
  const docs = FAMILIES.map((family, i) => family(new Random((UNSEEN_Y_SEED + 7919 * (i + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
