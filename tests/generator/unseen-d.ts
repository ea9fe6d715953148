/**
 * The fourth honest set (issue 11, `unseen-d`): 36 documents in wordings and layouts written from
 * knowledge of real paper, without reading the reader (src/shared/analysis, src/server/analysis),
 * the other sets' generators or their documents. Nobody working on the reader reads this file,
 * tests/generator/unseen-d/ or tests/fixtures/generated/unseen-d/, nor the set's misses: only the
 * aggregate figure of `npm run bench:analyze -- --set gen-unseen-d` is reported.
 *
 * One family per document. Truth is what a careful reader takes off the page: a service's date is
 * the date of work where the page prints one apart from the invoice date (a performance, execution
 * or work date, as issue 11 and every other set count it), else the invoice date; a date the car
 * came in, an order, a promise, a loss or a log of several working days is not a date of work. The
 * invoice total with tax (not a balance after a deposit, not a net sum), the mileage read on the
 * page in its own unit, the name the letterhead prints. Fields a page leaves ambiguous are not
 * recorded (a ZB I or V5C has no expiry; a V5C's "registration number" is its plate, so only the
 * plate is kept).
 */
import type { Random } from './random';
import type { Generated } from './types';
import { deWertgutachten, ukValuation, usAppraisal } from './unseen-d/appraisals';
import { deHaendlerRechnung, dePrivatKaufvertrag, ukBillOfSale, usBillOfSale } from './unseen-d/deals';
import { deGrueneKarte, deVersicherungsschein, ukRenewalLetter, ukSchedule, usDeclarations } from './unseen-d/insurance';
import { deTeileTheke, deWaschanlage, ukFuel, usShipping } from './unseen-d/receipts';
import { deKurzzeit, deZb1, ukV5c, usFloridaRegistration } from './unseen-d/registrations';
import { deFahrzeugbrief, deZb2, usPennsylvaniaTitle } from './unseen-d/titles';
import { deAutoElektrik, deAutohaus, deMeisterbetrieb } from './unseen-d/workshops-de';
import { deKarosserie, deReifen, deRestaurator } from './unseen-d/workshops-de2';
import { ukDealer, ukJobSheet, ukMot, ukSpecialist } from './unseen-d/workshops-uk';
import { usBodyShop, usDealerRO, usRestorer } from './unseen-d/workshops-us';

export const UNSEEN_D_SEED = 72945163;

/** The families in the order their files are numbered (gen_001 …), types mixed. */
const FAMILIES: ((rng: Random) => Generated)[] = [
  deAutohaus,
  ukSchedule,
  usDealerRO,
  deZb1,
  ukBillOfSale,
  deTeileTheke,
  ukJobSheet,
  deWertgutachten,
  deKarosserie,
  usDeclarations,
  deZb2,
  ukSpecialist,
  ukFuel,
  dePrivatKaufvertrag,
  usRestorer,
  deVersicherungsschein,
  ukV5c,
  deMeisterbetrieb,
  usAppraisal,
  usShipping,
  ukDealer,
  deKurzzeit,
  usBillOfSale,
  deAutoElektrik,
  ukRenewalLetter,
  deFahrzeugbrief,
  usBodyShop,
  ukValuation,
  deWaschanlage,
  deRestaurator,
  usFloridaRegistration,
  deGrueneKarte,
  ukMot,
  deHaendlerRechnung,
  usPennsylvaniaTitle,
  deReifen,
];

export function generateUnseenD(rng: Random): Generated[] {
  return FAMILIES.map((family) => family(rng));
}
