/**
 * gen-unseen-ay (issue 11): a set by a new author, written in the twenty-fourth session — the yearly round of a
 * classic's paper, 1975–2026: spring start-up and recommissioning bills, winter lay-up and storage bills, HU/AU, §57a
 * Pickerl, MFK, MOT and New York, Pennsylvania and California inspections with the small repairs they needed; fuel slips
 * from the season's tours, parts-counter tickets and the registration office's fee receipt; the yearly insurance
 * renewal (Beitragsrechnung, Police, Polizze, renewal schedule and notice, declarations page) with its change of
 * premium; season, H and red 07 plates, the Swiss Fahrzeugausweis, a V5C in the historic class and a New York
 * historical registration; Fahrzeugbrief and Teil II, Ohio and Massachusetts titles; now and then a car bought or
 * sold; club and experts' valuations for agreed value. Germany, Austria, Switzerland, the UK and the US.
 * A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dl from './unseen-ay/dealings';
import * as ins from './unseen-ay/insurance';
import * as pp from './unseen-ay/papers';
import * as rc from './unseen-ay/receipts';
import * as de from './unseen-ay/service-de';
import * as en from './unseen-ay/service-en';

export const UNSEEN_AY_SEED = 52740163;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.saisonstartStuttgart,
  de.einwinterungDM,
  de.huAuFreieWerkstatt,
  de.pickerlWien,
  de.mfkZuerich,
  de.vwHaendler1970,
  de.zentrumKlassik,
  de.fruehjahrsPaketHamburg,
  de.einwinterungSalzburg,
  de.veteranenRapportBern,
  en.motGarage,
  en.layUpStorage,
  en.recommissionSpecialist,
  en.paInspectionRO,
  en.vetteSpringService,
  en.winterizeNewEngland,
  en.dealerAccount1970s,
  en.nyInspection1980s,
  en.clubWorkshopSpring,
  en.smogTuneUp,
  rc.tankquittungTour,
  rc.teileKassenbon,
  rc.zulassungsstelleQuittung,
  rc.ukFuelReceipt,
  rc.usPartsCounter,
  rc.foliageGasReceipt,
  ins.beitragsrechnungDE,
  ins.policeSchweiz,
  ins.polizzeOesterreich,
  ins.ukRenewalSchedule,
  ins.usDeclarations,
  ins.ukRenewalNotice1980s,
  pp.zb1Saison,
  pp.rotes07Heft,
  pp.fahrzeugausweisCH,
  pp.v5cHistoric,
  pp.nyHistoricalRegistration,
  pp.zb2Brief,
  pp.kfzBriefAlt,
  pp.ohioTitle,
  pp.massTitle,
  dl.kaufvertragPrivat,
  dl.haendlerRechnung25a,
  dl.ukPrivateSaleReceipt,
  dl.usBillOfSale,
  dl.ukDealerMarginInvoice,
  dl.kurzgutachtenWert,
  dl.clubBewertungCH,
  dl.ukClubValuationLetter,
  dl.usAgreedValueAppraisal,
];

export function generateUnseenAy(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
