/**
 * The unseen-k set (issue 11): 48 documents by a new author — paper as it comes out of software and
 * e-mail, 2000–2026, in German and English: dealer-system prints with many boxes and codes, online
 * shops' invoices, insurers' portal schedules, digital registration papers, marketplace and escrow
 * statements, app appraisals with score tables, beside a few Word-template and Excel-exported bills.
 * One family (layout and wording) per document; see tests/generator/unseen-k/.
 */
import type { Random } from './random';
import type { Generated } from './types';
import * as appraisals from './unseen-k/appraisals';
import * as de from './unseen-k/de-workshops';
import * as en from './unseen-k/en-workshops';
import * as insurance from './unseen-k/insurance';
import * as purchases from './unseen-k/purchases';
import * as receipts from './unseen-k/receipts';
import * as registrations from './unseen-k/registrations';
import * as titles from './unseen-k/titles';

export const UNSEEN_K_SEED = 71539481;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.dmsAutohaus,
  de.wordDm,
  de.tyreDms,
  de.excelClassic,
  de.eRechnung,
  de.labelsBelow,
  de.bodyInsurer,
  de.quickPackage,
  en.usRepairOrder,
  en.ukDealerVat,
  en.appMobile,
  en.ukWordTemplate,
  en.usQuickLube,
  en.ukExcelLog,
  en.usFleetPortal,
  en.usDepositShop,
  receipts.deTeileshop,
  receipts.deTankApp,
  receipts.deMarktplatz,
  receipts.usPartsOrder,
  receipts.ukChargeApp,
  receipts.usTireOnline,
  insurance.deVersicherungsschein,
  insurance.deBeitragsrechnung,
  insurance.deOldtimerPolice,
  insurance.usDeclarations,
  insurance.ukSchedule,
  insurance.ukClassicAgreed,
  registrations.deIkfz,
  registrations.deZb1,
  registrations.deKurzzeit,
  registrations.usDmvCard,
  registrations.ukV5c,
  registrations.usRenewalEmail,
  titles.deZb2,
  titles.deAltbrief,
  titles.usEtitle,
  titles.usDuplicateTitle,
  purchases.dePrivatKauf,
  purchases.deAutohausBestellung,
  purchases.deTreuhand,
  purchases.usRetailAgreement,
  purchases.ukAuctionStatement,
  appraisals.deAppGutachten,
  appraisals.deOldtimerWord,
  appraisals.usAppAppraisal,
  appraisals.ukValuationCert,
  appraisals.usTradeAppraisal,
];

/** All 48 documents, each family once, in a shuffled order (so types and languages mix). */
export function generateUnseenK(rng: Random): Generated[] {
  const docs = FAMILIES.map((family) => family(rng));
  return rng.some(docs, docs.length);
}
