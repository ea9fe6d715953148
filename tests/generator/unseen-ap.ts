/**
 * gen-unseen-ap (issue 11): a set by a new author, written in the twenty-third session — ABBREVIATIONS AND TERSE
 * PAPER: documents written by busy people in the trade's shorthand. Labels abbreviated every which way (Rg.-Nr.,
 * Rg.-Dat., Lstg.-Dat., Ausf. am, Km-St., Kilom., Amtl. Kz., Ges.-Betr., Endbetr., Zw.-Summe, Lohn ges., Mat., ET, AW,
 * Vers.-Nr., Vers.-Beg., Abl., SB, Erstzul., Zul.-Besch.-Nr., Verk./Käuf., Kfp., Gutacht., Zust.-Note; Inv. No.,
 * Inv. Dt., Svc Dt, Odo, Mi., Lab., Pts, Mat'l, S/T, Tot., Amt Due, Bal. Due, Pol. No., Eff., Exp., Ded., Prem., Cov.,
 * Reg. No., Reg. Mk, Doc. Ref., Exp. Dt, VIN/Ch. No., Purch. Pr., Sld by, Appr. Val., Cond., Appr'r), jobs written
 * telegraphically (Ölw. m. Filt., Brems. v. erneu., R&R W/P, chg oil/flt, LOF), parts as short names and shop codes,
 * short dates (3/4/87, 03.04.87, 4-3-87, 3 Apr 87), amounts without currency signs and with odd separators, squeezed
 * quantities (2x, 4 St., 1 Ltr); pads, slips, typed cards, counter tickets, brief policy cards, short contracts and
 * valuation notes; 1960–2026, DE/AT/CH/UK/US/AU. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-ap/appraisals';
import * as d from './unseen-ap/deals';
import * as pp from './unseen-ap/papers';
import * as r from './unseen-ap/receipts';
import * as rg from './unseen-ap/registrations';
import * as de from './unseen-ap/service-de';
import * as en from './unseen-ap/service-en';

export const UNSEEN_AP_SEED = 73406158;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.autohausPad,
  de.awForm,
  de.werkstattKarte,
  de.tankstelleZettel,
  de.wienDurchschlag,
  de.zuerichTicket,
  de.bmwDienst,
  de.dorfWerkstatt,
  de.grazKarte,
  de.kundendienstBlock,
  en.usRepairOrder,
  en.ukGarageBill,
  en.counterTicketUS,
  en.ukJobCard,
  en.usDealerInv,
  en.scotSlip,
  en.auServiceDocket,
  en.ukSpecialistCard,
  en.usFleetCard,
  en.ukMotPrep,
  r.stempelQuittung,
  r.tankBeleg,
  r.teileTheke,
  r.usPartsCounter,
  r.ukRecdStamp,
  r.auTyreDocket,
  pp.oldtimerKarte,
  pp.polizzeWien,
  pp.policeSchweiz,
  pp.ukCoverCard,
  pp.usDecCard,
  pp.auAgreedValue,
  rg.fzScheinKurz,
  rg.zulScheinAT,
  rg.kurzzeitSchein,
  rg.usRegCard,
  rg.ukRegDoc,
  d.kfzBriefKurz,
  d.typenscheinAT,
  d.usTitleTerse,
  d.caTitleSlip,
  d.kaufvertragKurz,
  d.haendlerQuittung,
  d.ukSoldNote,
  d.usBillOfSaleTerse,
  d.auDealerContract,
  a.kurzgutachten,
  a.wertkarteClub,
  a.ukValNote,
  a.usApprCard,
];

export function generateUnseenAp(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
