/**
 * gen-unseen-ai (issue 11): a set by a new author, written in the twenty-second session — long and dense pages, each a
 * full A4 page in small print, 1965–2026: restoration bills of 35–60 lines in several tables (labour by trade, parts by
 * assembly, sublet, materials) with a sum under each, bills with paragraphs of findings and of what was agreed with the
 * customer between the tables, service bills with the repair conditions printed under them, policies with a schedule
 * over paragraphs of special conditions, endorsements and exclusions naming sums and dates of their own, registrations
 * with all their coded fields, titles with keepers, liens, odometer disclosure and reassignment sections, sale
 * contracts of many clauses (deposit, handover, warranty), appraisal reports of 8–12 sections with comparable sales;
 * long till and counter receipts with tax tables and returns policies. A STUDY author: the type model and the fits
 * learn from it. One family (layout and wording) per document, each on its own stream drawn from the given generator,
 * so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading the reader or any
 * other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-ai/appraisals';
import * as d from './unseen-ai/deals';
import * as pp from './unseen-ai/papers';
import * as r from './unseen-ai/receipts';
import * as rg from './unseen-ai/registrations';
import * as de from './unseen-ai/service-de';
import * as en from './unseen-ai/service-en';

export const UNSEEN_AI_SEED = 47318265;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.schwabenRestaurierung,
  de.sternSpezialist,
  de.motorenRevision,
  de.autohausAgb,
  de.karosseriebauSchluss,
  de.pichlerSchilling,
  de.carrosserieAebischer,
  de.bulliBefund,
  de.isartalKlassik,
  de.landwerkstattBedingungen,
  en.cotswoldRestoration,
  en.frameOffUs,
  en.healeyNarrative,
  en.dealerRepairOrder,
  en.garageConditions,
  en.creweSpecialist,
  en.corvetteInvoice,
  en.landRoverRebuild,
  en.porscheSpecialistTerms,
  en.engineRebuildUk,
  r.teilehandelKassenbon,
  r.teilemarktQuittung,
  r.tankstelleShop,
  r.usPartsStore,
  r.clubSparesPaid,
  r.tyreCentreReceipt,
  pp.oldtimerPolice,
  pp.kraftfahrtVersicherungsschein,
  pp.schweizSammlerPolice,
  pp.ukClassicSchedule,
  pp.usDeclarationsLong,
  pp.ukSeventiesPolicy,
  rg.zulassungTeil1,
  rg.fahrzeugscheinZiffern,
  rg.v5cCoded,
  rg.californiaCard,
  rg.v5Eighties,
  d.fahrzeugbriefHalter,
  d.zulassungTeil2,
  d.texasTitleFull,
  d.ohioTitleNotary,
  d.kaufvertragParagraphen,
  d.verbindlicheBestellung,
  d.kaufvertragSiebziger,
  d.ukSaleAgreement,
  d.usPurchaseAgreement,
  a.wertgutachtenZehn,
  a.fahrzeugbewertungNoten,
  a.ukValuationTwelve,
  a.usAppraisalReport,
];

export function generateUnseenAi(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
