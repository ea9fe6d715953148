/**
 * gen-unseen-be (issue 11): a set by a new author, written in the twenty-fifth session — paper that comes again,
 * 1980–2026: archive reprints and duplicates of workshop bills (Rechnungskopie, Zweitschrift, Duplikat, DUPLICATE,
 * REPRINT) with a print date beside the original date, bills quoting the previous visit and the next due, a reminder
 * with the bill attached, corrected and revised bills superseding earlier ones, return visits and re-inspections;
 * receipts for renewals and fees; yearly premium bills and renewal invitations with last year's premium beside this
 * year's, amended schedules and a Nachtrag after a change of vehicle or value; replacement registration certificates,
 * a renewal card, duplicate and replacement titles; sales naming an earlier sale; re-valuations naming the previous
 * valuation. German families in Germany and Austria, English in the UK and the US. A STUDY author.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-be/dealings';
import * as ins from './unseen-be/insurance';
import * as pp from './unseen-be/papers';
import * as r from './unseen-be/receipts';
import * as de from './unseen-be/service-de';
import * as en from './unseen-be/service-en';

export const UNSEEN_BE_SEED = 27630845;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.rechnungskopieArchiv,
  de.zweitschriftInspektion,
  de.duplikatWien,
  de.zahlungserinnerung,
  de.tuevNachpruefung,
  de.porscheServiceverlauf,
  de.rechnungskorrektur,
  de.durchschlagOelwechsel,
  de.nacharbeitKulanz,
  de.ddrZweitschrift,
  en.ukDuplicateInvoice,
  en.usPastDueReminder,
  en.ukSpecialistHistory,
  en.usRepairOrderReprint,
  en.ukWarrantyReturn,
  en.usQuickLube,
  en.ukRevisedInvoice,
  en.usStateInspection,
  en.usTypedDuplicate,
  en.ukJobCardCopy,
  r.gebuehrErsatzZb,
  r.clubBeitragQuittung,
  r.pickerlBeleg,
  r.usRenewalFeeReceipt,
  r.ukTaxDiscSlip,
  r.ukClubRenewal,
  ins.beitragsrechnungVorjahr,
  ins.nachtragFahrzeugwechsel,
  ins.praemienvorschreibungAT,
  ins.ukRenewalInvitation,
  ins.ukAmendedSchedule,
  ins.usRenewalDeclarations,
  pp.ersatzZbTeil1,
  pp.fahrzeugscheinZweitschrift,
  pp.zulassungsscheinDuplikatAT,
  pp.usRenewalCard,
  pp.ukV5cReplacement,
  pp.zb2ErsatzBrief,
  pp.typenscheinDuplikat,
  pp.usDuplicateTitle,
  pp.usReplacementTitle,
  d.kaufvertragVorbesitz,
  d.kaufvertragAT,
  d.ukSaleLetter,
  d.usBillOfSale,
  d.usConsignmentInvoice,
  d.nachbewertungDE,
  d.bewertungAktualisierungAT,
  d.ukRevaluationLetter,
  d.usAppraisalUpdate,
];

export function generateUnseenBe(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
