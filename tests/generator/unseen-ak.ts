/**
 * gen-unseen-ak (issue 11): a set by a new author — numbers and dates that are not what they seem. Realistic pages
 * dense with distractors beside the one true value of each field: customer, order, job-card, invoice, account and VAT
 * numbers, phone and fax, IBAN/BIC/BLZ/sort code, VINs, chassis and engine numbers, plates, part numbers, key and paint
 * codes; previous-visit and next-service mileage, warranty km and miles, tyre sizes, cubic capacities, model years;
 * hours, unit prices, discounts, deposits and interim invoices already paid, balances after a part-payment, cash
 * tendered and change; instalments beside the annual premium, sums insured and agreed values beside the premium, other
 * excesses beside the deductible, asking and list prices beside the agreed price, guide and replacement values beside
 * the concluded value; order, work, invoice and due dates, issue dates beside cover periods, first registration beside
 * the issue date. 1966–2026, DE/AT/CH/UK/US/NL, DM, EUR, Schilling, CHF, £, $, guilders. A STUDY author: the type model
 * and the fits learn from it. One family (layout and wording) per document, each on its own stream drawn from the given
 * generator, so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading the reader
 * or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-ak/appraisals';
import * as d from './unseen-ak/deals';
import * as pp from './unseen-ak/papers';
import * as r from './unseen-ak/receipts';
import * as rg from './unseen-ak/registrations';
import * as de from './unseen-ak/service-de';
import * as en from './unseen-ak/service-en';

export const UNSEEN_AK_SEED = 58203917;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.autohausDM,
  de.inspektionEUR,
  de.oesterreichSchilling,
  de.schweizGarage,
  de.reifenDienst,
  de.boschDienst,
  de.motorInstandsetzung,
  de.huVorbereitung,
  de.karosserieLack,
  de.schlussrechnung,
  en.ukMainDealer,
  en.ukIndependent,
  en.usDealerRO,
  en.usIndependent,
  en.dutchSpecialist,
  en.ukCoachworks,
  en.usSpecialist,
  en.ukMotService,
  en.usTireShop,
  en.ukJobCard,
  r.tankstelleBeleg,
  r.teileKassenbon,
  r.abschleppQuittung,
  r.ukCashSale,
  r.usGasReceipt,
  r.usTowReceipt,
  pp.oldtimerPolice,
  pp.kraftfahrtDM,
  pp.schweizPolice,
  pp.ukClassicSchedule,
  pp.usDeclarations,
  pp.ukTpftSchedule,
  rg.fahrzeugschein,
  rg.zulassungsscheinAT,
  rg.fahrzeugausweisCH,
  rg.ukV5,
  rg.usRegistrationCard,
  d.fahrzeugbrief,
  d.zb2,
  d.caTitle,
  d.txTitle,
  d.privatKaufvertrag,
  d.haendlerRechnung,
  d.ukSalesInvoice,
  d.usBillOfSale,
  d.nlExportInvoice,
  a.wertgutachten,
  a.bewertungAT,
  a.ukValuation,
  a.usAppraisal,
];

export function generateUnseenAk(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
