/**
 * gen-unseen-bg (issue 11): a set by a new author, written in the twenty-fifth session — the everyday paper of British
 * and Irish classic owners, 1974–2026: village and town garages' VAT invoices (a carbon book, software with the MOT fee
 * outside VAT, dot-matrix with labour and parts in one list), an Irish garage with two VAT rates and a punt-era docket
 * below the VAT threshold, a marque specialist, an auto electrician, a fast-fit centre, a body shop and a mobile
 * mechanic; a motor factor's till roll, an Irish forecourt receipt and an NCT fee receipt; a classic schedule, a
 * certificate of motor insurance and an Irish classic schedule; the V5C, the V5 and the Irish registration certificate;
 * California and Texas titles of exported cars; a private-sale receipt and a margin-scheme dealer invoice; a club
 * valuation and an Irish assessor's report. The German half is the paper of British classics in Germany, Austria and
 * Switzerland: marque specialists, a Schilling bill, Swiss garages with Rappen rounding and MFK fees, a restorer's
 * report, a DM bill, a carburettor specialist, a Pneuhaus, a trimmer; parts counter, forecourt and HU receipts;
 * Versicherungsschein, Polizze and Police; ZB I and the Fahrzeugausweis; ZB II and an Austrian Einzelgenehmigung;
 * Kaufverträge and a dealer's invoice; a Wertgutachten and a club's Fahrzeugbewertung. A STUDY author.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as cv from './unseen-bg/cover';
import * as dl from './unseen-bg/dealings';
import * as lb from './unseen-bg/logbooks';
import * as de from './unseen-bg/service-de';
import * as en from './unseen-bg/service-en';
import * as sl from './unseen-bg/slips';

export const UNSEEN_BG_SEED = 36412709;

const FAMILIES: ((rng: Random) => Generated)[] = [
  en.villageCarbonBook,
  en.townGarageSoftware,
  en.dotMatrixMixed,
  en.irishTwoRates,
  en.irishPuntDocket,
  en.marqueSpecialist,
  en.autoElectrician,
  en.fastFitColumns,
  en.bodyShopAccount,
  en.mobileMechanic,
  de.markenSpezialistAW,
  de.schillingWerkstatt,
  de.schweizerGarageRundung,
  de.landRoverPauschal,
  de.restauratorBericht,
  de.dmLohnTeileSpalten,
  de.vergaserSpezialistAT,
  de.pneuhausCH,
  de.sattlereiVerdeck,
  de.mfkVorbereitung,
  sl.motorFactorTill,
  sl.irishForecourt,
  sl.nctFeeReceipt,
  sl.teileKassenbon,
  sl.tankstelleAT,
  sl.huQuittung,
  cv.ukClassicSchedule,
  cv.ukCertificate,
  cv.irishClassicSchedule,
  cv.oldtimerVersicherungsschein,
  cv.oldtimerPolizzeAT,
  cv.veteranenPoliceCH,
  lb.v5c,
  lb.v5Document,
  lb.irishVrc,
  lb.zb1,
  lb.fahrzeugausweisCH,
  lb.californiaTitle,
  lb.texasTitle,
  lb.zb2,
  lb.einzelgenehmigungAT,
  dl.privateSaleReceipt,
  dl.dealerMarginInvoice,
  dl.kaufvertragPrivat,
  dl.kaufvertragCH,
  dl.haendlerRechnungAT,
  dl.clubValuation,
  dl.irishAssessorReport,
  dl.wertgutachtenDE,
  dl.bewertungCH,
];

export function generateUnseenBg(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
