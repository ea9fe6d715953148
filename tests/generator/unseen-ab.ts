/**
 * gen-unseen-ab (issue 11): a fresh judge set by a new author, written in the twenty-first session — everyday classics
 * and the trades around them: tyre and exhaust centres, a workshop with its own HU day and a test station billing its
 * small repairs, a Kentish MOT station, body and paint shops in the Westerwald, Brisbane and Modena, upholsterers in
 * Wuppertal and Ontario, a chrome plater, engine machinists in Graz and Michigan, mail-order parts houses' delivery notes
 * that are the bill (Lower Saxony, Adelaide, with credits), an East Belgian garage, a Basel estimate carried out, a
 * Provence garage on an accepted quotation, a Costa del Sol auto-electrician's hand-written bill, a Hunsrück smith's note,
 * a Carolina carbon-copy repair order; fuel, tyre, parts-market, hardware and breaker's slips; German, Austrian,
 * Victorian and Nova Scotia cover; registrations and titles from the Emsland, Styria, Westphalia, Bremen, the UK,
 * Ontario, New South Wales, Arizona and Ohio; private sales side by side, auction buyers' invoices, a Lyon export
 * invoice with transport and customs; valuations from Bremen, Klagenfurt, Adelaide and Laval; 1955–2026.
 * One family (layout and wording) per document, each on its own stream (seed + 7919 × its place); the files' order is
 * drawn from the seed. Written without reading the reader or any other author's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-ab/dealings';
import * as pp from './unseen-ab/papers';
import * as de from './unseen-ab/service-de';
import * as en from './unseen-ab/service-en';

export const UNSEEN_AB_SEED = 58213477;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.reifenAuspuff,
  de.werkstattMitHu,
  de.karosserieLack,
  de.sattlerei,
  de.galvanik,
  de.motorenbauGraz,
  de.versandLieferschein,
  de.eupenGarage,
  de.baselOfferteRechnung,
  de.dorfschmiede,
  de.pruefberichtMitReparatur,
  en.leicesterFastFit,
  en.kentMotStation,
  en.brisbaneSmash,
  en.ontarioTrim,
  en.michiganMachine,
  en.provenceDevis,
  en.modenaCarrozzeria,
  en.costaElectrician,
  en.carolinaRepairOrder,
  en.adelaideDocket,
  d.eynattenTankbeleg,
  d.villachKassabon,
  d.teilemarktQuittung,
  d.barrieTillSlip,
  d.toowoombaServo,
  d.breakersReceipt,
  d.oldtimerPoliceHannover,
  d.oldtimerPolizzeLinz,
  d.victoriaSchedule,
  d.novaScotiaDeclarations,
  d.kaufvertragFormular,
  d.auktionMuenchen,
  d.shropshireSaleRoom,
  d.albertaBillOfSale,
  d.lyonExportInvoice,
  d.kurzgutachtenBremen,
  d.bewertungKlagenfurt,
  d.adelaideValuation,
  d.montrealAppraisal,
  pp.zb1Emsland,
  pp.zulassungsscheinSteiermark,
  pp.fahrzeugschein70er,
  pp.fahrzeugbrief50er,
  pp.zb2Import,
  pp.v5cCertificate,
  pp.ontarioPermit,
  pp.nswCertificate,
  pp.arizonaTitle,
  pp.ohioTitle,
];

export function generateUnseenAb(rng: Random): Generated[] {
  const docs = FAMILIES.map((family, k) => family(new Random(UNSEEN_AB_SEED + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
