/**
 * gen-unseen-bf (issue 11): a set by a new author, written in the twenty-fifth session — North America's everyday
 * paper for an old car, 1968–2026: independent shops' software repair orders and pre-printed pads, a quick-lube ticket,
 * a tire store, a muffler shop, a brake and alignment shop, a Canadian garage with GST/PST/HST, a restoration shop's
 * progress invoice, a dealer's customer invoice, an engine machine shop; parts-store, gas-station and swap-meet
 * receipts; an ID card over the declarations page, collector agreed-value declarations, an Ontario certificate;
 * California and other states' registration cards, an Ontario permit; state titles and a California pink slip; state
 * bill-of-sale forms, a dealer's bill of sale; stated-value and agreed-value appraisals. The German half is the paper of
 * the same owners' European cars and trips in Germany, Austria and Switzerland. A STUDY author.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dl from './unseen-bf/dealings';
import * as ins from './unseen-bf/insurance';
import * as pp from './unseen-bf/papers';
import * as rc from './unseen-bf/receipts';
import * as de from './unseen-bf/service-de';
import * as de2 from './unseen-bf/service-de2';
import * as en from './unseen-bf/service-en';
import * as en2 from './unseen-bf/service-en2';

export const UNSEEN_BF_SEED = 33058162;

const FAMILIES: ((rng: Random) => Generated)[] = [
  en.softwareRepairOrder,
  en.preprintedRepairOrder,
  en.quickLubeTicket,
  en.tireStoreInvoice,
  en.mufflerShopInvoice,
  en2.brakeAlignmentShop,
  en2.canadianGarage,
  en2.restorationProgressInvoice,
  en2.dealerCustomerInvoice,
  en2.machineShopInvoice,
  de.meisterbetriebRechnung,
  de.boschDienstDurchschlag,
  de.oesterreichWerkstatt,
  de.schweizerGarage,
  de.reifendienst,
  de.auspuffBremsenSchnelldienst,
  de2.karosserieRestaurierung,
  de2.hauptuntersuchungRechnung,
  de2.motorenInstandsetzung,
  de2.passwerkstattPanne,
  rc.partsStoreReceipt,
  rc.gasStationReceipt,
  rc.swapMeetReceipt,
  rc.tankstellenBeleg,
  rc.teileKassenbon,
  rc.teilemarktQuittung,
  ins.usIdCardDeclarations,
  ins.agreedValueDeclarations,
  ins.ontarioCertificate,
  ins.oldtimerVersicherungsschein,
  ins.oesterreichPolizze,
  ins.schweizerPolice,
  pp.californiaRegistrationCard,
  pp.stateRegistrationCard,
  pp.ontarioVehiclePermit,
  pp.ausfuhrZulassung,
  pp.schweizerFahrzeugausweis,
  pp.stateCertificateOfTitle,
  pp.californiaPinkSlip,
  pp.fahrzeugbrief,
  pp.zulassungsbescheinigungTeil2,
  dl.stateBillOfSaleForm,
  dl.dealerBillOfSale,
  dl.privatKaufvertrag,
  dl.haendlerRechnung25a,
  dl.schweizerKaufvertrag,
  dl.statedValueLetter,
  dl.agreedValueAppraisalForm,
  dl.wertgutachten,
  dl.schweizerBewertung,
];

export function generateUnseenBf(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
