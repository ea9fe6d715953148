/**
 * gen-unseen-al (issue 11): a set by a new author, written in the twenty-third session — the classic-car trade's
 * specialists: the paper a serious collector gathers from the specialist world, 1965–2026. Marque specialists' and
 * restorers' bills (Porsche Arbeitswerte and part numbers, a Pagode restoration by trade with sublet Sattler and
 * Galvanik, a 1970s VW Werkstattrechnung, a bare-metal respray with its layer protocol, an engine rebuild in stages with
 * a dyno sheet, a Viennese bill in Schilling, a Swiss Jaguar specialist in CHF, concours preparation of an Alfa, a British
 * car specialist importing parts, a US-car shop's H-Kennzeichen preparation; a UK Jaguar specialist, a typed 1970s MG
 * dealer, a California Porsche repair order, a muscle-car restorer by trade with sublet plating and upholstery, Dutch and
 * Italian shops invoicing in English, a motor trimmer, a Healey engine builder, a 1980s US Mercedes shop, a Triumph job
 * card); parts specialists' mail order and counters; Oldtimer, Veteranen, agreed-value, laid-up and collector policies;
 * H-Kennzeichen, red 07, Swiss Veteran, V5C historic and US collector registrations; Fahrzeugbrief, Teil II, bonded and
 * antique titles; classic dealers' and auction houses' sales; Wertgutachten with Zustandsnote, § 23 with Kurzbewertung,
 * club and US appraisals. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-al/appraisals';
import * as d from './unseen-al/deals';
import * as pp from './unseen-al/papers';
import * as r from './unseen-al/receipts';
import * as rg from './unseen-al/registrations';
import * as de from './unseen-al/service-de';
import * as en from './unseen-al/service-en';

export const UNSEEN_AL_SEED = 58203917;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.porscheSpezialist,
  de.pagodeRestaurierung,
  de.kaeferWerkstatt,
  de.blankmetallLackierung,
  de.motorenbauStufen,
  de.wienSpezialist,
  de.schweizJaguar,
  de.alfaConcours,
  de.britischeKlassiker,
  de.usCarHVorbereitung,
  en.jaguarSpecialistUK,
  en.mgTyped1970s,
  en.porscheRepairOrderCA,
  en.muscleRestorationUS,
  en.dutchAircooled,
  en.italianAlfaEnglish,
  en.ukTrimmer,
  en.healeyEngineStages,
  en.mercedesTypedUS,
  en.triumphJobCard,
  r.teileVersand,
  r.vwTeileKassenbon,
  r.teilemarktQuittung,
  r.ukMailOrder,
  r.usPartsCatalog,
  r.ukCounterTill,
  pp.oldtimerSaison,
  pp.schweizVeteranen,
  pp.oesterreichOldtimer,
  pp.ukAgreedValue,
  pp.ukLaidUp,
  pp.usCollectorDeclarations,
  rg.zb1HKennzeichen,
  rg.rotes07Heft,
  rg.schweizAusweisVeteran,
  rg.v5cHistoric,
  rg.usCollectorPlateCard,
  d.fahrzeugbriefAlt,
  d.zb2Oldtimer,
  d.usBondedTitle,
  d.usAntiqueTitle,
  d.oldtimerHaendlerKaufvertrag,
  d.auktionZuschlag,
  d.ukAuctionBuyerInvoice,
  d.usAuctionBillOfSale,
  d.ukSpecialistDealerSale,
  a.wertgutachtenNote,
  a.paragraph23MitWert,
  a.ukClubValuationCert,
  a.usCollectorAppraisal,
];

export function generateUnseenAl(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
