/**
 * gen-unseen-an (issue 11): a set by a new author, written in the twenty-third session — COMPUTER PRINTOUTS of
 * 1975–2005: paper from dealer management systems, insurers' mainframes, registry terminals and parts-counter systems,
 * printed on dot-matrix and line printers. Fields stand in fixed character columns (each placed at its column's x),
 * mostly ALL CAPS; dashed, equals-sign and asterisk rules; green-bar bands; system codes and abbreviations (OP-CODE,
 * TEILE-NR, MENGE, EP, GP, AW, ZE, MWST-KZ, LABOR OPS, G.O.G., DISC%); amounts with a trailing minus (discounts,
 * goodwill, trade-ins, credits); the currency named only in a column heading or on the total; page headers with
 * SEITE / PAGE and print date-time; FG-NR / KM-STAND / MILEAGE IN blocks; totals blocks with several subtotals.
 * DE, AT, CH, UK, US; DM, ATS, CHF, EUR, £, $. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as ap from './unseen-an/appraisals';
import * as d from './unseen-an/deals';
import * as pp from './unseen-an/papers';
import * as r from './unseen-an/receipts';
import * as rg from './unseen-an/registrations';
import * as de from './unseen-an/service-de';
import * as en from './unseen-an/service-en';

export const UNSEEN_AN_SEED = 73916428;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.vagKdRechnung,
  de.mbWerkstatt,
  de.steyrAtsRechnung,
  de.zugFaktura,
  de.boschDienst,
  de.euroUebergang,
  de.opelSiebziger,
  de.zeRechnungEuro,
  de.fortsetzungszeilen,
  de.opCodeRechnung,
  en.adpRepairOrder,
  en.reynoldsCustomerCopy,
  en.kerridgeInvoice,
  en.bureauGarageAccount,
  en.usIndependentInvoice,
  en.fastFitWorksOrder,
  en.warrantySplitRO,
  en.menuServiceInvoice,
  en.fordGreenBar,
  en.goodwillInvoice,
  r.tankstellenBon,
  r.barverkaufTeile,
  r.pruefstelleQuittung,
  r.counterTicket,
  r.ukCashSale,
  r.stationSlip,
  pp.beitragsrechnung,
  pp.praemienvorschreibung,
  pp.praemienrechnungCH,
  pp.ukRenewalNotice,
  pp.collectorDeclarations,
  pp.tpftSchedule,
  rg.fahrzeugscheinEdv,
  rg.zulassungsscheinAT,
  rg.usRegistrationCard,
  rg.dvlaV5,
  rg.countyRenewalReceipt,
  rg.fahrzeugbriefEdv,
  rg.typenscheinAuszug,
  rg.usTitleCertificate,
  rg.titleSeventies,
  d.gwRechnung,
  d.kaufvertragRechnungAT,
  d.occasionRechnungCH,
  d.buyersOrder,
  d.ukVehicleSalesInvoice,
  ap.bewertungsausdruck,
  ap.oldtimerGutachtenEur,
  ap.usAgreedValueAppraisal,
  ap.clubValuationCertificate,
];

export function generateUnseenAn(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
