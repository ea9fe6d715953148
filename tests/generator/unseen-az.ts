/**
 * gen-unseen-az (issue 11): a set by a new author, written in the twenty-fourth session — the trades around the car:
 * bills and papers from the specialists a restoration or upkeep needs, each printing its own way. Saddlers and coach
 * trimmers, chrome platers, engine machinists and reboring shops, radiator and fuel-tank repairers, auto electricians,
 * tyre and exhaust centres, paint and body shops, glass fitters, gearbox and differential specialists, wire-wheel
 * builders; towing, transport and parts-counter receipts; the insurers, registries, dealers and valuers the cars then
 * meet. 1965–2026; Germany, Austria, Switzerland, East Belgium, the Netherlands and Belgium (paper in English), the UK
 * and the US. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-az/dealings';
import * as pp from './unseen-az/papers';
import * as r from './unseen-az/receipts';
import * as de from './unseen-az/service-de';
import * as en from './unseen-az/service-en';

export const UNSEEN_AZ_SEED = 61947285;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.sattlerei,
  de.verchromung,
  de.motorenInstandsetzung,
  de.kuehlerbauWien,
  de.autoelektrik,
  de.reifenAuspuffCH,
  de.lackiererei,
  de.autoglasEupen,
  de.getriebeBrief,
  de.speichenraeder,
  en.ukCoachTrimmer,
  en.usChromePlating,
  en.ukEngineMachinist,
  en.usRadiatorRepairOrder,
  en.ukAutoElectrician,
  en.usTireMuffler,
  en.ukBodyShop,
  en.nlGlassFitter,
  en.usDriveline,
  en.ukWireWheels,
  r.abschleppQuittung,
  r.ueberfuehrungQuittung,
  r.teileKassenbon,
  r.usTowReceipt,
  r.ukTransportReceipt,
  r.beTyreTill,
  pp.oldtimerVersicherungsschein,
  pp.schweizPraemienrechnung,
  pp.oesterreichPolizze,
  pp.ukClassicSchedule,
  pp.usCollectorDeclarations,
  pp.nlPolicySummary,
  pp.kurzzeitFahrzeugschein,
  pp.fahrzeugausweisCH,
  pp.zulassungsscheinAT,
  pp.usRegistrationCard,
  pp.ukV5C,
  pp.kraftfahrzeugbrief,
  pp.zb2,
  pp.usCertificateOfTitle,
  pp.usRebuiltTitle,
  d.privatKaufvertrag,
  d.haendlerRechnung25a,
  d.usBuyersOrder,
  d.ukDealerMargin,
  d.nlPurchaseAgreement,
  d.wertgutachten,
  d.schaetzungCH,
  d.ukValuationCertificate,
  d.usAppraisalReport,
];

export function generateUnseenAz(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
