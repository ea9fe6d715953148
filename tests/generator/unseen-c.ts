/**
 * The third honest set (issue 11, `unseen-c`): 32 documents in wordings and layouts written from
 * knowledge of real paper, without reading the reader or the other sets' generators. Nobody
 * working on the reader reads this generator, its documents or its misses; only the aggregate
 * figure of `npm run bench:analyze -- --set gen-unseen-c` is reported.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { dePrivatverkauf, deKurzgutachten, ukPrivateReceipt, ukValuationCertificate, usAppraisalReport, usBuyersOrder } from './unseen-c/deals';
import { deDeckungszusage, deVersicherungsschein, ukRenewal, usDeclarations } from './unseen-c/insurance';
import { deTeileTheke, deVersand, ukCarWash, usFuel } from './unseen-c/receipts';
import { deFahrzeugscheinAlt, deZb1, ukV5c, usTitleOhio, usTitleTexas, usWashingtonCard } from './unseen-c/registrations';
import { deKarosserieLack, deMeisterbetrieb, ukGarage, ukMarqueSpecialist, usRestorer, usTireShop } from './unseen-c/workshops';
import { deAutoElektrik, deRestaurator, ukAutoElectrician, usCollisionPaint, usDealerRepairOrder, usShopForm } from './unseen-c/workshops2';

export const UNSEEN_C_SEED = 46170923;

const FAMILIES: ((rng: Random) => Generated)[] = [
  usRestorer,
  ukGarage,
  deMeisterbetrieb,
  deKarosserieLack,
  usTireShop,
  ukMarqueSpecialist,
  deRestaurator,
  usDealerRepairOrder,
  deAutoElektrik,
  usShopForm,
  ukAutoElectrician,
  usCollisionPaint,
  deTeileTheke,
  usFuel,
  ukCarWash,
  deVersand,
  usDeclarations,
  ukRenewal,
  deVersicherungsschein,
  deDeckungszusage,
  deZb1,
  deFahrzeugscheinAlt,
  ukV5c,
  usWashingtonCard,
  usTitleOhio,
  usTitleTexas,
  dePrivatverkauf,
  ukPrivateReceipt,
  usBuyersOrder,
  usAppraisalReport,
  ukValuationCertificate,
  deKurzgutachten,
];

/** One document per family, in a shuffled order so that file numbers say nothing of the type. */
export function generateUnseenC(rng: Random): Generated[] {
  return rng.some(FAMILIES, FAMILIES.length).map((family) => family(rng));
}
