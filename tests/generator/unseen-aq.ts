/**
 * gen-unseen-aq (issue 11): a set by a new author, written in the twenty-fourth session — dealer and workshop software
 * print-outs, 1990–2026: invoices printed by dealer-management and workshop programs (crowded vehicle-data blocks with
 * order, customer and VIN numbers, first registration, km/miles in and out, advisors; operation codes with AW, ZE and
 * hours; parts lines with part numbers, discounts and net; VAT tables by rate; totals boxes; footers with bank, registry
 * court and tax ids) from franchised dealers, fast-fit chains and independent workshops in Lower Bavaria, Upper
 * Franconia, Brandenburg, East Belgium, Luxembourg, the English North-East, Ohio, Indiana and Arizona; software till
 * receipts, insurers' computer-printed schedules and renewal notices, registration print-outs, title copies, dealers'
 * purchase orders and contracts, valuation-software reports. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-aq/dealings';
import * as pp from './unseen-aq/papers';
import * as r from './unseen-aq/receipts';
import * as de from './unseen-aq/service-de';
import * as en from './unseen-aq/service-en';

export const UNSEEN_AQ_SEED = 26481937;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.landshutAutohausAW,
  de.bambergNadeldruckerDM,
  de.cottbusFreieWerkstatt,
  de.eupenGarageMwSt,
  de.luxGarageFacture,
  de.passauReifenFiliale,
  de.hofOpelAbschnitte,
  de.potsdamNachwendePC,
  de.straubingLeistungsdatum,
  de.kulmbachKlassikWerkstatt,
  en.tynesideFordDealer,
  en.sunderlandGarageCloud,
  en.teessideFastFit,
  en.ohioChevyRepairOrder,
  en.indianaShopJobs,
  en.arizonaQuickLube,
  en.phoenixToyotaCustomerPay,
  en.akronTireContinuous,
  en.fortWayneFordPanes,
  en.durham4x4Specialist,
  r.tankstelleKassenbon,
  r.teileshopKassenbeleg,
  r.luxTankstelleBeleg,
  r.neAccessoriesTill,
  r.ohioPartsStorePOS,
  r.arizonaCarWash,
  pp.versicherungsscheinKfz,
  pp.beitragsrechnungOberfranken,
  pp.ostbelgienPraemienaufruf,
  pp.ukMotorSchedule,
  pp.ohioRenewalDeclarations,
  pp.agencyPolicySummary,
  pp.zb1Brandenburg,
  pp.divZulassungOstbelgien,
  pp.fahrzeugscheinNiederbayern,
  pp.ohioBmvRegistration,
  pp.arizonaMvdRegistration,
  pp.zb2KopieOberfranken,
  pp.kfzBriefNiederbayern,
  pp.ohioCertificateOfTitle,
  pp.indianaCertificateOfTitle,
  d.bestellungGebrauchtwagen,
  d.luxFahrzeugrechnung,
  d.neUsedCarInvoice,
  d.ohioBuyersOrder,
  d.arizonaPurchaseAgreement,
  d.fahrzeugbewertungSoftware,
  d.wertgutachtenOldtimer,
  d.neValuationReport,
  d.indianaTradeAppraisal,
];

export function generateUnseenAq(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
