/**
 * The fifth honest set (issue 11, unseen-e): 24 documents, 12 German and 12 English, one layout
 * family each, written by a new author who has read neither the reader (src/shared/analysis,
 * src/server/analysis) nor any other generator family — only the page and render plumbing. Its
 * wordings, label positions and number and date spellings come from that author's knowledge of
 * real paper from 1985 to 2025, so it measures how the reader does on paper nobody working on it
 * has seen. Nobody working on the reader reads this file, tests/generator/unseen-e/ or
 * tests/fixtures/generated/unseen-e/, nor the set's misses; only aggregates are reported.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { autohaus1980, karosseriebau, meisterbetrieb, reifendienst, restaurierung } from './unseen-e/de-workshops';
import { privatKaufvertrag, tankbeleg, teileverkauf, versicherungsschein, wertgutachten, zbTeil1, zbTeil2 } from './unseen-e/de-papers';
import { dealerRepairOrder, typedGarageBill, ukGarage, ukSparesReceipt, usRestorer } from './unseen-e/en-workshops';
import { billOfSale, ukSchedule, ukValuation, usDeclarations, usRegistrationCard, usTitle, v5c } from './unseen-e/en-papers';

export const UNSEEN_E_SEED = 5_110_527;

/** German and English families interleaved, one document each, in a fixed order. */
const FAMILIES: ((rng: Random) => Generated)[] = [
  meisterbetrieb,
  dealerRepairOrder,
  karosseriebau,
  ukGarage,
  restaurierung,
  usRestorer,
  reifendienst,
  typedGarageBill,
  autohaus1980,
  ukSparesReceipt,
  tankbeleg,
  usDeclarations,
  teileverkauf,
  ukSchedule,
  versicherungsschein,
  v5c,
  zbTeil1,
  usRegistrationCard,
  zbTeil2,
  usTitle,
  privatKaufvertrag,
  billOfSale,
  wertgutachten,
  ukValuation,
];

export function generateUnseenE(rng: Random): Generated[] {
  return FAMILIES.map((family) => family(rng));
}
