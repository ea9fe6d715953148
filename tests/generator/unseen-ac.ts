/**
 * gen-unseen-ac (issue 11): a set by a new author, written in the twenty-first session — the archive of a long life,
 * 1950s–1990s paper with a few later pages: factory service-book vouchers with dealers' stamps, Italian, French, British
 * and Swedish dealers' typed and carbon bills, a VEB Kfz-Instandsetzung bill in Mark, an Austrian carbon bill in
 * Schilling, recall letters with the work done filled in, estimates carried out and billed, long restoration bills,
 * hand-written village bills; fuel, customs duty, breakdown, spares-counter and MOT-fee slips; cover notes and policies;
 * the RF 60 logbook, the Swiss grey card, Fahrzeugschein, Zulassungsschein, a Florida card; Kraftfahrzeugbrief,
 * Typenschein, Georgia and Michigan titles; sales with trade-ins and part exchanges, parties side by side, an export
 * invoice; club and sworn experts' valuations. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-ac/dealings';
import * as pp from './unseen-ac/papers';
import * as r from './unseen-ac/receipts';
import * as de from './unseen-ac/service-de';
import * as en from './unseen-ac/service-en';

export const UNSEEN_AC_SEED = 64190537;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.vwKundendienstheft,
  de.vebInstandsetzung,
  de.grazDurchschlag,
  de.stuttgartArbeitswerte,
  de.rueckrufBestaetigung,
  de.zuerichGarage,
  de.kostenvoranschlagAusgefuehrt,
  de.restaurierungLang,
  de.dorfschmiedZettel,
  de.tessinGarage,
  en.bmcServiceVoucher,
  en.torinoTyped,
  en.parisCarbone,
  en.goteborgVolvo,
  en.coventryJobCard,
  en.ukRecallLetter,
  en.alabamaRepairOrder,
  en.jaguarEstimateInvoice,
  en.mgRebuildLong,
  en.georgiaHandNote,
  r.minolTankstelle,
  r.zollamtEinfuhr,
  r.oeamtcPannenhilfe,
  r.ukSparesCounter,
  r.usGasStation,
  r.ukMotFee,
  pp.ukCoverNote,
  pp.usDeclarations,
  pp.ukClubSchedule,
  pp.oesterreichPraemie,
  pp.oldtimerVersicherungsschein,
  pp.schweizPolice,
  pp.rf60Logbook,
  pp.floridaRegistration,
  pp.grauerAusweis,
  pp.fahrzeugscheinAlt,
  pp.zulassungsscheinAT,
  pp.kraftfahrzeugbrief,
  pp.typenschein,
  pp.georgiaTitle,
  pp.michiganTitle,
  d.kaufvertragInzahlung,
  d.kaufvertragSchweiz,
  d.ukPartExchange,
  d.usBillOfSale,
  d.modenaExport,
  d.schaetzgutachten,
  d.clubWertbestaetigung,
  d.ukClubValuation,
  d.usAppraisalLetter,
];

export function generateUnseenAc(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
