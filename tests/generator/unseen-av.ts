/**
 * gen-unseen-av (issue 11): a set by a new author, written in the twenty-fourth session — forms with many fields, where
 * the few values that matter sit among dozens of numbered or coded boxes: dealers' Reparaturaufträge with a vehicle-data
 * grid, checkboxes and the customer's signature box above the bill, Swiss and Austrian workshop orders, a 1970s
 * Kundendienst-Auftrag with its checklist, a dealer-system invoice, body-shop and tyre orders; US repair orders with the
 * totals ladder, UK job cards, a service-and-MOT invoice, a fleet work order with fund and account codes; HU, AU and §57a
 * reports and an MOT certificate and a smog check report that carry a fee; a Versicherungsschein with Tarifmerkmale, the
 * green card, a Swiss police, a UK certificate and schedule, US declarations; Zulassungsbescheinigung Teil I and II, the
 * Kraftfahrzeugbrief, Fahrzeugausweis, Zulassungsschein, V5C, US registration cards and titles; a Verbindliche
 * Bestellung, a private Kaufvertrag form, a state bill-of-sale form, a buyer's order; appraisal forms with grade
 * matrices per component and an overall grade. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-av/dealings';
import * as ins from './unseen-av/insurance';
import * as pp from './unseen-av/papers';
import * as r from './unseen-av/receipts';
import * as de from './unseen-av/service-de';
import * as en from './unseen-av/service-en';

export const UNSEEN_AV_SEED = 86314709;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.reparaturauftragZdk,
  de.werkstattauftragCH,
  de.reparaturauftragAT,
  de.kundendienstAuftrag70,
  de.boschDienst,
  de.arbeitskarteOldtimer,
  de.reifenAuftragsschein,
  de.dmsRechnung,
  de.karosserieLackAuftrag,
  de.meisterbetriebZweispaltig,
  en.usDealerRepairOrder,
  en.ukMainDealerJobCard,
  en.ukServiceAndMot,
  en.gasStationServiceOrder,
  en.canadianWorkOrder,
  en.irishJobSheet,
  en.usIndependentInvoice,
  en.ukClassicWorksheet,
  en.fleetWorkOrder,
  en.tireChainInvoice,
  r.huPruefbericht,
  r.auBescheinigung,
  r.paragraf57aGutachten,
  r.motVt20,
  r.smogCheckVir,
  r.partsStoreReceipt,
  ins.kfzVersicherungsschein,
  ins.grueneKarte,
  ins.policeSchweiz,
  ins.ukCertificateSchedule,
  ins.usDeclarationsPage,
  ins.collectorAgreedValue,
  pp.zulassungTeil1,
  pp.fahrzeugausweisCH,
  pp.zulassungsscheinAT,
  pp.v5c,
  pp.usRegistrationCard,
  pp.zulassungTeil2,
  pp.kraftfahrzeugbrief,
  pp.usCertificateOfTitle,
  pp.olderStateTitle,
  d.verbindlicheBestellung,
  d.privatKaufvertrag,
  d.stateBillOfSaleForm,
  d.ukDealerOrderForm,
  d.usBuyersOrder,
  d.kurzgutachtenNotenmatrix,
  d.bewertungsprotokollAT,
  d.usAppraisalForm,
  d.ukValuationCertificate,
];

export function generateUnseenAv(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
