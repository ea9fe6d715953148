/**
 * gen-unseen-au (issue 11): a set by a new author, written in the twenty-fourth session — the e-mail and portal era,
 * 2008–2026: PDFs from workshop software and marketplaces with clean sans-serif layouts, the firm's name as a logo
 * line, GiroCode and payment-link captions, IBAN/BIC and payment references, "Rechnung erstellt am / Leistungszeitraum",
 * an XRechnung visualisation with seller and buyer blocks, card-terminal, till and app receipts, insurers' portal
 * documents (Beitragsrechnung, policy schedules with instalments and a yearly total, a declarations page), digital
 * registration confirmations (i-Kfz, Kurzzeitkennzeichen, a GOV.UK vehicle-tax confirmation, DMV and ServiceOntario
 * renewals), titles printed from electronic records, online auction and marketplace invoices with buyer's premium and
 * fees, and online valuation certificates; Germany, Austria, the UK, Ireland, the US and Canada.
 * A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-au/dealings';
import * as ins from './unseen-au/insurance';
import * as rc from './unseen-au/receipts';
import * as rg from './unseen-au/registrations';
import * as de from './unseen-au/service-de';
import * as en from './unseen-au/service-en';

export const UNSEEN_AU_SEED = 67251483;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.werkstattSoftwareRechnung,
  de.xrechnungAnsicht,
  de.oesterreichMeisterbetrieb,
  de.haendlerDmsAuftrag,
  de.reifenServiceApp,
  de.karosserieLack,
  de.oldtimerSpezialistPdf,
  de.kettenWerkstatt,
  de.pickerlWerkstatt,
  de.kostenuebersichtBoxen,
  en.ukGarageCloud,
  en.usRepairOrderCcc,
  en.irishTwoRateVat,
  en.ontarioHstInvoice,
  en.ukMainDealerHealthCheck,
  en.mobileMechanicApp,
  en.ukClassicNarrative,
  en.usDealerOpCodes,
  en.ukTyreExhaustCentre,
  en.bcGstPstInvoice,
  rc.tankstelleKartenzahlung,
  rc.rksvWaschstrasse,
  rc.ladeAppQuittung,
  rc.usPartsStoreReceipt,
  rc.ukValetAppReceipt,
  rc.canadaPumpReceipt,
  ins.beitragsrechnungOldtimer,
  ins.versicherungsscheinRaten,
  ins.oesterreichPolizze,
  ins.ukClassicSchedule,
  ins.usDeclarationsPage,
  ins.irishRenewalNotice,
  rg.ikfzVorlaeufigerNachweis,
  rg.kurzzeitkennzeichenOnline,
  rg.dvlaOnlineConfirmation,
  rg.usDmvOnlineRenewal,
  rg.ontarioStickerRenewal,
  rg.zb2NeuesFormat,
  rg.genehmigungsDatenauszug,
  rg.usTitlePrint,
  rg.etitlePaperPrint,
  d.onlineAuktionAufgeld,
  d.marktplatzKaufvertrag,
  d.haendlerDifferenzRechnung,
  d.usOnlineAuctionBuyerFee,
  d.ukOnlineAuctionPremium,
  d.onlineWertkurzgutachten,
  d.sachverstaendigenWertgutachten,
  d.ukAgreedValueCertificate,
  d.usCertifiedAppraisal,
];

export function generateUnseenAu(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
