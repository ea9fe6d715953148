/**
 * gen-unseen-bm (issue 11): a set by a new author, written in the twenty-sixth session — who issued the paper: firms'
 * names as real stationery shows them. Master workshops' letterheads with their trade and "Meisterbetrieb seit …" and
 * the owner's line, franchises' brands beside the dealers' own names, stationers' pads under rubber stamps, a Swiss
 * garage in spaced letters billing a subcontractor, a logo word with the legal name only in the footer imprint; British
 * specialists with taglines and proprietors, American repair orders, sole traders "trading as", Australian workshops
 * split over two lines with a network's brand and sublet work; till slips, towing, MOT and roadworthy receipts;
 * insurers with their agents and brokers with their insurers; registries with agents' and garages' stamps; titles with
 * importers, dealers and lienholders; sales through brokers and dealers; valuations by experts' offices, clubs and
 * appraisal firms with the person who signed. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bm/dealings';
import * as pp from './unseen-bm/papers';
import * as r from './unseen-bm/receipts';
import * as de from './unseen-bm/service-de';
import * as en from './unseen-bm/service-en';

export const UNSEEN_BM_SEED = 60065670;

/** The fifty documents' families: 25 German, 25 English; 20 service, 6 receipts, 6 insurance, 5 registration, 4 title, 5 purchase, 4 appraisal. */
const PLAN: ((rng: Random) => Generated)[] = [
  de.meisterbetrieb,
  de.meisterbetrieb,
  de.markenVertretung,
  de.markenVertretung,
  de.stempelBlock,
  de.stempelBlock,
  de.garageFremdleistung,
  de.garageFremdleistung,
  de.logoFusszeile,
  de.logoFusszeile,
  en.specialistsTagline,
  en.specialistsTagline,
  en.usFranchiseRO,
  en.usFranchiseRO,
  en.tradingAs,
  en.tradingAs,
  en.ausWorkshop,
  en.ausWorkshop,
  en.stampOnPad,
  en.stampOnPad,
  r.teileTheke,
  r.abschleppQuittung,
  r.quittungsblock,
  r.partsCounterUS,
  r.motReceipt,
  r.roadworthyReceipt,
  pp.versicherungsschein,
  pp.versicherungsschein,
  pp.maklerPolizze,
  pp.ukBrokerSchedule,
  pp.ukBrokerSchedule,
  pp.usDeclarations,
  pp.kurzzeitSchein,
  pp.zulassungsscheinAT,
  pp.fahrzeugausweisCH,
  pp.usRegistration,
  pp.ukRegistrationDoc,
  pp.kfzBrief,
  pp.typenschein,
  pp.usTitle,
  pp.usTitle,
  d.kaufvertragVermittelt,
  d.fahrzeugRechnung,
  d.ukBrokerSale,
  d.usDealerBillOfSale,
  d.auDealerContract,
  d.wertgutachten,
  d.clubBewertung,
  d.clubValuation,
  d.appraisalFirm,
];

export function generateUnseenBm(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = PLAN.map((make, k) => make(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
