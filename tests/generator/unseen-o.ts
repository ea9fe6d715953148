/**
 * The unseen-o development set (issue 11): paper of independent workshops, one-man garages, mobile
 * mechanics, small restorers and private people in Germany, Austria, Switzerland, the USA and the
 * UK, 1965–2026 — 48 documents, one layout family each (tests/generator/unseen-o/), 24 German and
 * 24 English. Written without reading the reader or any other set. Each family draws from its own
 * random stream (the seed and its place in the list), so that changing one leaves the others as
 * they were; the files' order is drawn from the set's seed.
 */
import { Random } from './random';
import type { Generated } from './types';
import { clubAppraiserLetterCH2021, clubJudgeLetterUS1979, independentReportUS2024, kurzgutachtenDE1990, valuerCertificateUK2005 } from './unseen-o/appraisals';
import type { Family } from './unseen-o/family';
import {
  agencyDeclarationsUS1984,
  agencyPremiumLetterDE1979,
  brokerPolizzeAT2001,
  brokerScheduleUK1999,
  clubPolicyCH2022,
  renewalLetterUS2021,
} from './unseen-o/insurance';
import { dealerDepositAT2022, occasionFormCH2009, privateAgreementUK2016, sentenceBillOfSaleUS1981, typedKaufvertragDE1974 } from './unseen-o/purchases';
import {
  autojumbleReceiptUK1988,
  counterTicketUS1968,
  quittungFormDM1978,
  supplyTillSlipUS2014,
  thankYouCashSaleCH2021,
  tillStripSchilling2000,
} from './unseen-o/receipts';
import {
  fahrzeugausweisCH2008,
  kurzzeitScheinDE2020,
  stateCardUS1979,
  tagOfficeRenewalUS2011,
  vFiveCUK2012,
  zbOneHistoricDE2016,
} from './unseen-o/registrations';
import { mobileMechanicPad1995, monogramWerkstaette1980, ownerNamedGarage1969, swissJobGroups1987 } from './unseen-o/service-de-early';
import { footerNamedRestorer2004, smallBusinessNoVat2024, swissSubcontract2019, tradeWordTypeColumn2012 } from './unseen-o/service-de-late';
import { duplicateBookUK1972, mobileOwnNameUS1991, restorerBlockRightUK1986, thankYouRepairOrder1976 } from './unseen-o/service-en-early';
import { jobGroupsRestorerUS2006, stampedBookMobileUK2016, subletLinesUK1998, typedLinesSpecialistUS2025 } from './unseen-o/service-en-late';
import { fahrzeugbriefDE1968, modernTitleUS2018, stateTitleUS1974, typenscheinAT1978 } from './unseen-o/titles';

export const UNSEEN_O_SEED = 38264917;

/** Every family once: 16 service, 6 receipt, 6 insurance, 6 registration, 4 title, 5 purchase, 5 appraisal. */
const FAMILIES: Family[] = [
  // service, German (DE, AT, CH)
  ownerNamedGarage1969,
  monogramWerkstaette1980,
  swissJobGroups1987,
  mobileMechanicPad1995,
  footerNamedRestorer2004,
  tradeWordTypeColumn2012,
  swissSubcontract2019,
  smallBusinessNoVat2024,
  // service, English (UK, US)
  duplicateBookUK1972,
  thankYouRepairOrder1976,
  restorerBlockRightUK1986,
  mobileOwnNameUS1991,
  subletLinesUK1998,
  jobGroupsRestorerUS2006,
  stampedBookMobileUK2016,
  typedLinesSpecialistUS2025,
  // receipts
  quittungFormDM1978,
  tillStripSchilling2000,
  thankYouCashSaleCH2021,
  counterTicketUS1968,
  autojumbleReceiptUK1988,
  supplyTillSlipUS2014,
  // insurance
  agencyPremiumLetterDE1979,
  brokerPolizzeAT2001,
  clubPolicyCH2022,
  agencyDeclarationsUS1984,
  brokerScheduleUK1999,
  renewalLetterUS2021,
  // registrations
  fahrzeugausweisCH2008,
  zbOneHistoricDE2016,
  kurzzeitScheinDE2020,
  vFiveCUK2012,
  stateCardUS1979,
  tagOfficeRenewalUS2011,
  // titles
  fahrzeugbriefDE1968,
  typenscheinAT1978,
  stateTitleUS1974,
  modernTitleUS2018,
  // purchases
  typedKaufvertragDE1974,
  occasionFormCH2009,
  dealerDepositAT2022,
  sentenceBillOfSaleUS1981,
  privateAgreementUK2016,
  // appraisals
  kurzgutachtenDE1990,
  clubAppraiserLetterCH2021,
  clubJudgeLetterUS1979,
  valuerCertificateUK2005,
  independentReportUS2024,
];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenO(rng: Random, familySeed = UNSEEN_O_SEED): Generated[] {
  const order = rng.some(
    FAMILIES.map((_, i) => i),
    FAMILIES.length,
  );
  return order.map((i) => FAMILIES[i](new Random(familySeed + 7919 * (i + 1))));
}
