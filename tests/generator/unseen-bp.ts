/**
 * gen-unseen-bp (issue 11): a set by a new author, written in the twenty-sixth session — the youngtimer's everyday,
 * 1980s–2000s cars now classics (E30, Golf GTI, W124, 944, MX-5, 240, 900, Land Cruiser, Sierra Cosworth, NSX) and the
 * paper of the places that keep them running, 1990–2026: tyre, exhaust, brake and oil-change chains' till invoices,
 * main dealers' service departments, independent specialists, HU, Pickerl, MFK, MOT, NCT and state inspections with
 * their small repairs; supermarket fuel, motor factors' counters, a test centre's fee; policies for modern classics
 * with mileage limits and agreed values; short-term plates, registration cards and certificates; Fahrzeugbrief, ZB II
 * and American titles; private and dealer sales; valuations for agreed value. Germany, Austria, Switzerland, the UK,
 * Ireland, the US and Australia. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as cv from './unseen-bp/cover';
import * as dl from './unseen-bp/dealings';
import * as pp from './unseen-bp/papers';
import * as rc from './unseen-bp/receipts';
import * as de from './unseen-bp/service-de';
import * as en from './unseen-bp/service-en';

export const UNSEEN_BP_SEED = 68596812;

/** 25 German and 25 English documents: 20 service, 6 receipts, 6 insurance, 5 registration, 4 title, 5 purchase, 4 appraisal. */
const PLAN: ((rng: Random) => Generated)[] = [
  de.reifenKette,
  de.reifenKette,
  de.haendlerAW,
  de.haendlerAW,
  de.sternSpezialist,
  de.huVorfuehrung,
  de.pickerlWerkstatt,
  de.mfkGarage,
  de.oelExpress,
  de.vwKundendienstDM,
  en.ukFastFit,
  en.ukFastFit,
  en.ukDealer,
  en.ukDealer,
  en.motStation,
  en.usQuickLube,
  en.usInspection,
  en.usSpecialist,
  en.irishNct,
  en.auBrakeMuffler,
  rc.marktTankstelle,
  rc.teileTheke,
  rc.pruefstelleQuittung,
  rc.ukMotorFactor,
  rc.usAutoParts,
  rc.auServo,
  cv.youngtimerPolice,
  cv.polizzeAT,
  cv.policeCH,
  cv.ukSchedule,
  cv.usDeclarations,
  cv.auSchedule,
  pp.kurzzeitSchein,
  pp.zulassungsscheinAT,
  pp.fahrzeugausweisCH,
  pp.usRegistrationCard,
  pp.auRegoCertificate,
  pp.fahrzeugbrief,
  pp.zbTeil2,
  pp.usTitle,
  pp.paTitle,
  dl.kaufvertragPrivat,
  dl.haendlerRechnung25a,
  dl.ukPrivateReceipt,
  dl.usBillOfSale,
  dl.auDealerContract,
  dl.wertgutachten,
  dl.bewertungCH,
  dl.ukClubValuation,
  dl.usAppraisal,
];

export function generateUnseenBp(seed = UNSEEN_BP_SEED): Generated[] {
  const rng = new Random(seed);
  const base = rng.int(1, 2 ** 30);
  const docs = PLAN.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
