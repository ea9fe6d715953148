/**
 * gen-unseen-bj (issue 11): a set by a new author, written in the twenty-fifth session — repair orders and job cards
 * as dealers and larger workshops print them, 1975–2026: concern / cause / correction per job, jobs with their parts
 * listed underneath, warranty, goodwill and internal jobs at 0.00 beside customer-pay work, technician numbers and
 * clocked hours, flat-rate operation codes, sublet lines, shop supplies and environmental fees, German
 * Werkstattaufträge with AW and ZE, estimate-authorisation blocks, odometer in and out; and the other paper such firms
 * hand out: parts-counter tickets and cashiers' receipts, insurers' schedules, registration and title forms, buyer's
 * orders and Kaufverträge with trade-ins, dealers' valuations. Germany, Austria, Switzerland; US, UK, Canada.
 * A STUDY author: the type model and the fits learn from it. One family (layout and wording) per document, each on its
 * own stream drawn from the given generator, so fresh seeds give fresh pages; the files' order is drawn from it too.
 * Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as rc from './unseen-bj/counter-receipts';
import * as dl from './unseen-bj/dealings';
import * as uk from './unseen-bj/jobcard-uk-ca';
import * as rg from './unseen-bj/registry';
import * as us from './unseen-bj/ro-us';
import * as sc from './unseen-bj/schedules';
import * as al from './unseen-bj/werkstatt-alpen';
import * as de from './unseen-bj/werkstatt-de';

export const UNSEEN_BJ_SEED = 55903184;

const FAMILIES: ((rng: Random) => Generated)[] = [
  // service, German (10)
  de.vwAudiArbeitswerte,
  de.mercedesBUM,
  de.opelZeiteinheiten,
  de.autohausAuftragsart,
  de.auftragKostenvoranschlag,
  al.oesterreichReparatur,
  al.schweizWerkstattrapport,
  al.schweizGarageFranken,
  al.freieWerkstattFremdleistung,
  al.porscheZentrum,
  // service, English (10)
  us.preprintedDealerRO,
  us.dmsConcernCause,
  us.flatRateTicket,
  us.warrantyRecallRO,
  us.estimateAuthorizedRO,
  us.seventiesDealerTyped,
  uk.ukDealerInvoice,
  uk.ukWorkSheetTyped,
  uk.canadaDealerRO,
  uk.ukClockingJobCard,
  // receipts (3 de, 3 en)
  rc.teileThekenbeleg,
  rc.kassenQuittung,
  rc.barverkaufAT,
  rc.usCounterTicket,
  rc.ukCashSale,
  rc.caCashierReceipt,
  // insurance (3 de, 3 en)
  sc.versicherungsscheinD,
  sc.polizzeAT,
  sc.policeCH,
  sc.usDeclarations,
  sc.ukClassicSchedule,
  sc.canadaCertificate,
  // registration (3 de, 2 en)
  rg.zbTeil1,
  rg.kurzzeitSchein,
  rg.fahrzeugausweisCH,
  rg.usRegistrationCard,
  rg.ontarioPermit,
  // title (2 de, 2 en)
  rg.fahrzeugbriefD,
  rg.zbTeil2,
  rg.usTitleMidwest,
  rg.usTitleSouthwest,
  // purchase (2 de, 3 en)
  dl.verbindlicheBestellung,
  dl.kaufvertragAT,
  dl.usBuyersOrder,
  dl.ukSalesInvoice,
  dl.ontarioBillOfSale,
  // appraisal (2 de, 2 en)
  dl.ankaufsbewertung,
  dl.wertschaetzungCH,
  dl.usTradeAppraisal,
  dl.ukValuationLetter,
];

export function generateUnseenBj(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
