/**
 * The eighth unseen set (issue 11): 48 documents by a new author, paper from Austria, Switzerland,
 * Germany, the UK and Ireland and from clubs, auction houses and specialist trades, 1980–2026. One
 * layout family per document; the families live in tests/generator/unseen-h/. Written without reading
 * the reader or any other set.
 */
import type { Random } from './random';
import type { Generated } from './types';
import * as appraisals from './unseen-h/appraisals';
import * as de from './unseen-h/de-workshops';
import * as en from './unseen-h/en-workshops';
import * as insurance from './unseen-h/insurance';
import * as purchases from './unseen-h/purchases';
import * as receipts from './unseen-h/receipts';
import * as registrations from './unseen-h/registrations';
import * as titles from './unseen-h/titles';

export const UNSEEN_H_SEED = 61842093;

/** Every family once, in a fixed order (the seed alone decides the contents). */
const FAMILIES: ((rng: Random) => Generated)[] = [
  de.swissGarageTwoColumn,
  en.ukDealerDeposit,
  de.austrianDepositInvoice,
  en.irishTwoRateGarage,
  de.swissSpecialistLetter,
  en.ukLedger1980s,
  de.germanTypewriterDm,
  en.ukSpecialistEstimateStrip,
  de.austrianPickerlService,
  en.ukRestorerStagePayment,
  de.swissCarrosserieFooter,
  en.belfastTyreCentre,
  de.germanCaptionsBelow,
  en.ukMotAndService,
  de.austrianMotorradSchilling,
  en.ukVintageNoVat,
  receipts.swissFuelSlip,
  receipts.ukForecourtSlip,
  receipts.austrianKassabelegSchilling,
  receipts.irishMotorFactorsCashSale,
  receipts.germanBarverkaufDm,
  receipts.clubReceiptBook,
  insurance.swissPolice,
  insurance.ukClassicSchedule,
  insurance.austrianPolizzeQuarterly,
  insurance.irishScheduleInstalments,
  insurance.germanOldtimerNachtrag,
  insurance.ukRenewalLetter,
  registrations.swissFahrzeugausweis,
  registrations.ukV5c,
  registrations.austrianZulassungsschein,
  registrations.irishVrcImport,
  registrations.germanKurzzeitFahrzeugschein,
  registrations.ukOldV5Keepers,
  titles.austrianTypenschein,
  titles.californiaTitleImport,
  titles.germanFahrzeugbrief,
  titles.floridaTitleImport,
  purchases.swissPrivateKaufvertrag,
  purchases.ukAuctionBuyersInvoice,
  purchases.austrianAuctionKaufrechnung,
  purchases.irishDealerTradeIn,
  purchases.germanDmKaufvertragWords,
  appraisals.swissClubBewertung,
  appraisals.ukClubValuationCertificate,
  appraisals.austrianSachverstaendigerGutachten,
  appraisals.irishSpecialistValuationLetter,
  appraisals.ukEngineersReport,
];

export function generateUnseenH(rng: Random): Generated[] {
  return FAMILIES.map((family) => family(rng));
}
