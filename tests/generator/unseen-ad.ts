/**
 * gen-unseen-ad (issue 11): a set by a new author, written in the twenty-first session — today's digital paper around
 * classic and youngtimer cars, 2005–2026: dealer-management-system printouts (operation codes, work units and flat-rate
 * hours, shop supplies, environmental fees, sublet), e-invoices with a GiroCode, a Swiss QR bill and an EPC code, an
 * app-booked mobile mechanic's receipts, estimates billed against, long restoration-stage bills, online parts shops'
 * invoices and order confirmations, fuel-app and payment e-receipts, insurers' e-mails with the policy summary and
 * portal declarations, i-Kfz, DVLA and DMV online receipts and e-registrations, electronic titles, online auctions'
 * buyer receipts, a portal's sale contract with the parties side by side, digital appraisal reports with photo grids
 * and captions. A STUDY author: the type model and the fits learn from it. One family (layout and wording) per
 * document, each on its own stream (a base drawn from the seed + 7919 × its place), so other seeds give other pages
 * (fresh ones for bench:fresh and the fits, not the same pages reordered); the files' order is drawn from the seed too.
 * Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as c from './unseen-ad/cover';
import * as d from './unseen-ad/dealings';
import * as pp from './unseen-ad/papers';
import * as de from './unseen-ad/service-de';
import * as en from './unseen-ad/service-en';

export const UNSEEN_AD_SEED = 81536207;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.dmsAutohaus,
  de.eRechnungGiro,
  de.mobilerMechaniker,
  de.kvaZurRechnung,
  de.schweizQrRechnung,
  de.pickerlRechnung,
  de.langeDmsRechnung,
  de.reifenPortal,
  de.oldtimerWord,
  en.usDealerRO,
  en.ukGarageSoftware,
  en.ukMobileApp,
  en.usPayOnline,
  en.auLogbook,
  en.ukEstimateInvoice,
  en.nlSpecialist,
  en.usLongRestoration,
  en.ieSplitVat,
  pp.iKfzBestaetigung,
  pp.umschreibungPortal,
  pp.chAusweisEKopie,
  pp.dvlaKeeperMail,
  pp.caDmvRenewal,
  pp.gaERegistration,
  pp.zb2Datenseite,
  pp.flElectronicTitle,
  pp.txCertifiedCopy,
  c.versichererMail,
  c.onlinePolice,
  c.praemienvorschreibung,
  c.ukPolicyMail,
  c.usDeclarations,
  c.auCertificate,
  d.auktionKaeuferbeleg,
  d.kaufvertragPortal,
  d.haendler25a,
  d.usAuctionReceipt,
  d.usBillOfSale,
  d.ukDealerInvoice,
  d.digitalGutachten,
  d.appKurzbewertung,
  d.atBewertung,
  d.usDigitalAppraisal,
  d.ukValuationMail,
  d.caAgreedValue,
  d.teileshopRechnung,
  d.tankAppBeleg,
  d.zahlungsBeleg,
  d.usPartsOrder,
  d.ukFuelEReceipt,
];

export function generateUnseenAd(rng: Random): Generated[] {
  const base = Math.floor(rng.next() * 2 ** 31);
  const docs = FAMILIES.map((family, k) => family(new Random((base + 7919 * (k + 1)) >>> 0)));
  return rng.some(docs, docs.length);
}
