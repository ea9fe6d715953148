/**
 * Author F's unseen set (issue 11): 48 documents, 24 German and 24 English (US and UK), after
 * paper of 1975–2005 — typewritten and dot-matrix invoices, pre-printed forms filled in, carbon
 * copies, DM amounts, the old Fahrzeugschein/Fahrzeugbrief, the British V5, US titles. One family
 * (layout and wording) per document, each drawing its own names, dates, amounts and items from the
 * seed. Written without reading the reader or the other sets.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { deAutohausGebrauchtwagen, deKaufvertragUntereinander, dePrivatKaufvertrag, ukDealerSale, usBillOfSale } from './unseen-f/contracts';
import { deKurzbewertung, deWertgutachten, ukValuationCertificate, usAppraisalLetter, usAppraisalReport } from './unseen-f/appraisals';
import {
  deBodyShopDual,
  deCarbonKundendienst,
  deDotMatrixAutohaus,
  deEuroRightHead,
  dePrintedForm,
  deRestorer,
  deStationWorkshop,
  deTypewriterBill,
} from './unseen-f/de-workshops';
import {
  ukDealerVatInvoice,
  ukMotCentre,
  ukSportsCarSpecialist,
  ukTypewrittenBill,
  usDealerDotMatrix,
  usImportSpecialist,
  usReceiptBookBill,
  usRepairOrderForm,
} from './unseen-f/en-workshops';
import { deBeitragsrechnung, deOldtimerPolice, deVersicherungsschein, ukClassicSchedule, ukSchedule1970s, usCollectorDeclarations } from './unseen-f/insurance';
import { deCarWash, deFuelSlip, dePartsCounter, ukTyreReceipt, usGasTicket, usPartsTape } from './unseen-f/receipts';
import { deFahrzeugscheinAlt, deFahrzeugscheinNeu, deZb1, ukV5, usCertificateOfRegistration, usRegistrationCard } from './unseen-f/registrations';
import { deFahrzeugbrief70er, deFahrzeugbrief90er, usTitle80s, usTitle90s } from './unseen-f/titles';

export const UNSEEN_F_SEED = 58193047;

const FAMILIES: ((rng: Random) => Generated)[] = [
  // service: 8 German, 8 English
  deTypewriterBill,
  deDotMatrixAutohaus,
  dePrintedForm,
  deEuroRightHead,
  deCarbonKundendienst,
  deStationWorkshop,
  deBodyShopDual,
  deRestorer,
  usRepairOrderForm,
  usDealerDotMatrix,
  ukTypewrittenBill,
  ukDealerVatInvoice,
  usReceiptBookBill,
  ukMotCentre,
  usImportSpecialist,
  ukSportsCarSpecialist,
  // receipt: 3 + 3
  deFuelSlip,
  dePartsCounter,
  deCarWash,
  usGasTicket,
  ukTyreReceipt,
  usPartsTape,
  // insurance: 3 + 3
  deVersicherungsschein,
  deOldtimerPolice,
  deBeitragsrechnung,
  usCollectorDeclarations,
  ukSchedule1970s,
  ukClassicSchedule,
  // registration: 3 + 3
  deFahrzeugscheinAlt,
  deFahrzeugscheinNeu,
  deZb1,
  ukV5,
  usRegistrationCard,
  usCertificateOfRegistration,
  // title: 2 + 2
  deFahrzeugbrief70er,
  deFahrzeugbrief90er,
  usTitle80s,
  usTitle90s,
  // purchase: 3 + 2
  dePrivatKaufvertrag,
  deAutohausGebrauchtwagen,
  deKaufvertragUntereinander,
  usBillOfSale,
  ukDealerSale,
  // appraisal: 2 + 3
  deWertgutachten,
  deKurzbewertung,
  usAppraisalLetter,
  ukValuationCertificate,
  usAppraisalReport,
];

/** The 48 documents in an order drawn from the seed (types and languages mixed, as a shoebox of paper is). */
export function generateUnseenF(rng: Random): Generated[] {
  return rng.some(FAMILIES, FAMILIES.length).map((family) => family(rng));
}
