/**
 * The unseen-g set (issue 11): 48 documents written by an author who has not read the reader nor
 * the other sets — 24 German, 24 English (US and UK), one family (layout and wording) per document,
 * mostly paper of 2005–2026: dealer-system printouts, e-mailed PDFs, till slips, online insurers'
 * schedules, ZB I/II, V5C and US state cards. Families live in tests/generator/unseen-g/.
 */
import type { Random } from './random';
import type { Generated } from './types';
import * as appraisals from './unseen-g/appraisals';
import * as deWorkshops from './unseen-g/de-workshops';
import * as enWorkshops from './unseen-g/en-workshops';
import * as insurance from './unseen-g/insurance';
import * as purchases from './unseen-g/purchases';
import * as receipts from './unseen-g/receipts';
import * as registrations from './unseen-g/registrations';
import * as titles from './unseen-g/titles';

export const UNSEEN_G_SEED = 58203917;

type Family = (rng: Random) => Generated;

/** The families in the order their documents are numbered: types and languages interleaved. */
const FAMILIES: Family[] = [
  deWorkshops.deDmsAutohaus,
  receipts.usPartsStore,
  insurance.deOnlineVersicherungsschein,
  enWorkshops.ukDealerDms,
  registrations.deZb1Grid,
  purchases.usBillOfSale,
  deWorkshops.deMeisterbetrieb,
  appraisals.ukValuationCertificate,
  enWorkshops.usDealerRepairOrder,
  titles.deZb2,
  receipts.deFuelSlip,
  insurance.ukClassicSchedule,
  deWorkshops.deServicePartner,
  registrations.usRegCardCa,
  purchases.dePrivatKaufvertrag,
  enWorkshops.ukIndependent2009,
  appraisals.deWertgutachten,
  receipts.ukFuelSlip,
  deWorkshops.deRestorer,
  titles.usTitleGrid,
  insurance.deBeitragsrechnung,
  enWorkshops.usIndependent,
  registrations.ukV5c,
  purchases.deKaufvertragKaeuferLinks,
  deWorkshops.deReifenCenter,
  appraisals.usAppraisalReport,
  receipts.deTeileBarverkauf,
  enWorkshops.ukRestorationNarrative,
  insurance.usDeclarations,
  registrations.deZb1Column,
  deWorkshops.deFooterOnly,
  purchases.ukDealerSalesInvoice,
  titles.deFahrzeugbriefAlt,
  enWorkshops.usRestoShop,
  receipts.deCarWash,
  insurance.ukOnlineSummary,
  deWorkshops.deChainEmail,
  registrations.usRegCardStrip,
  appraisals.deKurzgutachten,
  enWorkshops.ukFastFitEmail,
  purchases.deHaendlerBestellung,
  titles.usTitleBanner,
  receipts.ukTyreShop,
  insurance.deOldtimerPolice,
  deWorkshops.deHuVorbereitung,
  registrations.deFahrzeugscheinAlt,
  enWorkshops.usQuickServiceEmail,
  appraisals.usAgreedValueAppraisal,
];

export function generateUnseenG(rng: Random): Generated[] {
  return FAMILIES.map((family) => family(rng));
}
