/**
 * gen-unseen-ba (issue 11): a set by a new author, written in the twenty-fourth session — buying, selling and valuing
 * across markets, with the workshop paper around each deal: pre-purchase inspections at marque specialists, clubs and
 * mobile mechanics, dealers' handover preparation, the first service after buying, export and import preparation
 * (MFK, §57a, H-Kennzeichen); deposit receipts, import duty, registration fees, auction buyer's statements, marketplace
 * confirmations, shipping; the insurance taken out the day after; re-registration, export plates, temporary tags,
 * titles; club private-sale contract forms, dealers' invoices and buyer's orders; sworn experts', club valuers' and
 * insurers' surveyors' valuations. Germany, Austria, Switzerland, the Netherlands, the UK and the US, 1970–2026.
 * A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dp from './unseen-ba/deal-papers';
import * as mp from './unseen-ba/money-papers';
import * as de from './unseen-ba/service-de';
import * as en from './unseen-ba/service-en';

export const UNSEEN_BA_SEED = 77316402;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.ankaufPorscheSpezialist,
  de.uebergabeHaendler70er,
  de.niederlassungNachkauf,
  de.pickerlNachKauf,
  de.mfkVorbereitung,
  de.niederlaendischerHaendler,
  de.dorfwerkstattErstdienst,
  de.hKennzeichenVorbereitung,
  de.uebernahmeServiceCH,
  de.gebrauchtwagenCheck,
  en.ukMarquePpi,
  en.usPpiInvoice,
  en.ukVillageFirstService,
  en.usGetReadyRo,
  en.dutchRestorerEn,
  en.ukMotAndService,
  en.usPostAuctionRo,
  en.swissExportPrepEn,
  en.germanSpecialistExportEn,
  en.usMobileInspection,
  mp.anzahlungsQuittung,
  mp.zollQuittungCH,
  mp.zulassungsGebuehr,
  mp.auctionBuyerStatement,
  mp.marketplaceConfirmation,
  mp.shippingInvoice,
  mp.oldtimerPoliceDE,
  mp.polizzeAT,
  mp.policeCH,
  mp.ukClassicSchedule,
  mp.usCollectorDeclarations,
  mp.dutchScheduleEn,
  dp.ausfuhrZulassung,
  dp.fahrzeugausweisCH,
  dp.v5cKeeper,
  dp.usTempTag,
  dp.usRegistrationCard,
  dp.teilZwei,
  dp.typenscheinAT,
  dp.usTitleTexas,
  dp.usTitleSeventies,
  dp.clubKaufvertragDE,
  dp.clubKaufvertragAT,
  dp.haendlerFahrzeugrechnung,
  dp.ukPrivateSaleForm,
  dp.usBuyersOrder,
  dp.wertgutachtenSV,
  dp.clubBewertungCH,
  dp.ukClubValuationLetter,
  dp.usSurveyorAppraisal,
];

export function generateUnseenBa(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
