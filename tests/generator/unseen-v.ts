/**
 * The unseen-v set (issue 11): classic motorcycles and commercial and utility classics — vans, buses, Unimog, Land
 * Rover, tractors, fire engines, scooters — and their paper: dealers' job cards, agricultural workshops, motorcycle
 * specialists, club registers, provincial and national registrations and titles, test stations, insurers, commercial
 * auctions and agreed-value appraisals; English from Canada, Australia, New Zealand and South Africa, German from
 * Northern Germany (Hamburg, Schleswig-Holstein, Bremen, Mecklenburg-Vorpommern, Ostfriesland), 1964–2026. Written
 * without reading the reader or any other set's families but unseen-s's (whose kit it borrows). One family per
 * document, each on its own stream.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as P_DE from './unseen-v/papers-de';
import * as P_EN from './unseen-v/papers-en';
import * as S_DE from './unseen-v/service-de';
import * as S_EN from './unseen-v/service-en';

export const UNSEEN_V_SEED = 58302717;

const FAMILIES: ((rng: Random) => Generated)[] = [...Object.values(S_DE), ...Object.values(S_EN), ...Object.values(P_DE), ...Object.values(P_EN)];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenV(rng: Random, familySeed = UNSEEN_V_SEED): Generated[] {
  const docs = FAMILIES.map((family, i) => family(new Random((familySeed + 7919 * (i + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
