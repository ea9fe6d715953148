/**
 * The unseen-z set (issue 11): private people and the paper around them — hand-made receipts of autojumbles and parts
 * markets, a club's spares scheme, parts bought online (marketplace orders, PayPal and bank-transfer confirmations kept
 * as proof of payment), mobile mechanics' and friends' bills typed in word processors, private sales on printed forms,
 * season-plate, laid-up, club-scheme and collector cover, re-registrations of cars from the Netherlands, Belgium,
 * Denmark, Sweden and Italy, Oregon, Vermont and Montana paper, club experts' short valuations; German from
 * Saxony-Anhalt, Thuringia, Mecklenburg, the Emsland, the Allgäu, the Burgenland and Graubünden, English from Wales,
 * Cornwall, Yorkshire, Ireland, New England, the Mountain West and Ontario, 1972–2025. Written without reading the
 * reader or any other set's families but unseen-s's kit (placements, stamps, tables, totals) and unseen-v's set
 * structure. One family per document, each on its own stream.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as P_DE from './unseen-z/papers-de';
import * as P_EN from './unseen-z/papers-en';
import * as S_DE from './unseen-z/service-de';
import * as S_EN from './unseen-z/service-en';

export const UNSEEN_Z_SEED = 73194628;

const FAMILIES: ((rng: Random) => Generated)[] = [...Object.values(S_DE), ...Object.values(S_EN), ...Object.values(P_DE), ...Object.values(P_EN)];

export function generateUnseenZ(rng: Random): Generated[] {
  const docs = FAMILIES.map((family, i) => family(new Random((UNSEEN_Z_SEED + 7919 * (i + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
