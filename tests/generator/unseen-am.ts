/**
 * gen-unseen-am (issue 11): a set by a new author, written in the twenty-second session — paper that has been through
 * hands: every document carries what was added after it was printed, as text on the page — fax machines' header lines
 * across the top, KOPIE / COPY / DUPLICATE / ZWEITSCHRIFT marks, rubber stamps (BEZAHLT, PAID WITH THANKS, Eingegangen,
 * RECEIVED, GEPRÜFT, lien released, a notary's seal, a dealer's or valuer's stamp with the address over the printed
 * captions), notes in another hand (bar bezahlt, km lt. Tacho, Rest per Scheck, initials, a total ticked beside the
 * printed one, an item added at the foot), corrections (a struck figure and the right one beside it), filing and
 * punch notes, page numbers, e-mail and browser print-out headers and footers, scanner imprints. Under them: workshop
 * bills, slips, policies, registrations, titles, sales and valuations of 1960–2026 from Germany, Austria, Switzerland,
 * the UK, Ireland and the US. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-am/appraisals';
import * as d from './unseen-am/deals';
import * as pp from './unseen-am/papers';
import * as r from './unseen-am/receipts';
import * as rg from './unseen-am/registrations';
import * as de from './unseen-am/service-de';
import * as en from './unseen-am/service-en';

export const UNSEEN_AM_SEED = 58203714;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.faxAutohaus,
  de.kopieDorfwerkstatt,
  de.korrigierteRechnung,
  de.oesterreichDuplikat,
  de.schweizGescannt,
  de.emailAusdruck,
  de.nachtragPosition,
  de.stempelFormular,
  de.abgelegtInspektion,
  de.zweitschriftKm,
  en.usFaxRepairOrder,
  en.ukCopyReceived,
  en.ukDuplicateCorrected,
  en.irishPaidWithThanks,
  en.usPortalPrintout,
  en.ukEmailPrintout,
  en.usAddedItem,
  en.ukStampedForm,
  en.usScannedOkToPay,
  en.ukOwnerAnnotated,
  r.tankstellenBon,
  r.teileQuittung,
  r.abschleppFax,
  r.usPartsReceiptCopy,
  r.ukMotFeeStamped,
  r.ieTyreCorrected,
  pp.versicherungsscheinFax,
  pp.oldtimerBeitragsrechnung,
  pp.schweizPoliceKopie,
  pp.ukScheduleEmail,
  pp.usDeclarationsWeb,
  pp.ieRenewalAmended,
  rg.fahrzeugscheinBeglaubigt,
  rg.zb1Fax,
  rg.ukV5Copy,
  rg.usRegistrationStamped,
  rg.usDmvWebRenewal,
  d.fahrzeugbriefKopie,
  d.zb2Fax,
  d.usTitleLienReleased,
  d.usTitleRecordPrintout,
  d.kaufvertragKorrigiert,
  d.haendlerRechnungFax,
  d.atKaufvertragKopie,
  d.ukSaleReceipt,
  d.usBillOfSaleNotarized,
  a.wertgutachtenEmail,
  a.kurzbewertungStempel,
  a.ukValuationLetterReceived,
  a.usAppraisalScanned,
];

export function generateUnseenAm(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
