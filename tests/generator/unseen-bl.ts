/**
 * gen-unseen-bl (issue 11): a set by a new author, written in the twenty-sixth session — the bill whose work and parts
 * are ONE list: jobs, parts, materials, fees and sundries in the order the mechanic wrote them, some priced per line and
 * some not, a job and its part now and then on one line, the labour often a lump at the foot. Village garages,
 * master workshops, mobile mechanics, marque specialists, a Bosch-Dienst, filling-station workshops and restorers in
 * Germany, Austria and Switzerland; motor engineers, mobile mechanics and specialists in Britain, Ireland, the United
 * States and Canada; typed, word-processed and hand-written, 1965–2026. Beside them the same people's receipts,
 * insurance, registrations, titles, purchases and appraisals. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bl/dealings';
import * as pp from './unseen-bl/papers';
import * as r from './unseen-bl/receipts';
import * as de from './unseen-bl/service-de';
import * as en from './unseen-bl/service-en';

export const UNSEEN_BL_SEED = 30103118;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.dorfwerkstattTyped,
  de.meisterbetriebWord,
  de.mobilerMechaniker,
  de.handzettel,
  de.markenspezialist,
  de.oesterreichWerkstaette,
  de.schweizGarage,
  de.boschDienst,
  de.tankstelleMenge,
  de.restauratorPauschal,
  en.ukVillageTyped,
  en.ukMobileMechanic,
  en.ukMarqueSpecialist,
  en.irishGarage,
  en.usServiceStation,
  en.usHandTicket,
  en.canadianGarage,
  en.usMobileMechanic,
  en.usAirCooled,
  en.ukPricedAsOne,
  r.tankQuittung,
  r.teileBarverkauf,
  r.pannendienstQuittung,
  r.ukMotorFactors,
  r.usPartsCounter,
  r.canadaGasBar,
  pp.oldtimerPolice,
  pp.beitragsrechnung70er,
  pp.schweizPolice,
  pp.ukClassicSchedule,
  pp.usDeclarations,
  pp.canadaPolicy,
  pp.fahrzeugscheinAlt,
  pp.rotesKennzeichenSchein,
  pp.zulassungsscheinAT,
  pp.usRegistrationCard,
  pp.ontarioPermit,
  pp.fahrzeugbrief,
  pp.zb2,
  pp.usTitle,
  pp.usTitle,
  d.kaufvertragPrivat,
  d.haendlerRechnung,
  d.ukReceiptOfSale,
  d.usBillOfSale,
  d.canadaBillOfSale,
  d.wertgutachten,
  d.clubKurzbewertung,
  d.usAppraisalLetter,
  d.ukValuationCertificate,
];

export function generateUnseenBl(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
