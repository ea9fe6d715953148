/**
 * The unseen-x set (issue 11): restoration trades and heritage paperwork — coachbuilders and panel beaters, trimmers,
 * chrome platers, engine machine shops, paint shops, instrument and wheel restorers, catalogue parts houses, staged
 * restorations with deposits and progress payments, estimates that became invoices, § 23 StVZO reports, MOT and FIVA
 * paper, club fees, barn-find and export sales, laid-up and agreed-value cover; German from Bavaria,
 * Baden-Württemberg, Saxony, Thuringia, Tyrol and Styria, English from Scotland, Wales, Northern England, the US West
 * Coast and New England and Japanese exporters, 1962–2025. Written without reading the reader or any set's families
 * but unseen-s's and unseen-v's (whose kit and bill it borrows). One family per document, each on its own stream.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as P_DE from './unseen-x/papers-de';
import * as P_EN from './unseen-x/papers-en';
import * as S_DE from './unseen-x/service-de';
import * as S_EN from './unseen-x/service-en';

export const UNSEEN_X_SEED = 73140629;

const FAMILIES: ((rng: Random) => Generated)[] = [...Object.values(S_DE), ...Object.values(S_EN), ...Object.values(P_DE), ...Object.values(P_EN)];

export function generateUnseenX(rng: Random): Generated[] {
  const docs = FAMILIES.map((family, i) => family(new Random((UNSEEN_X_SEED + 7919 * (i + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
