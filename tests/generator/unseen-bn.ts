/**
 * gen-unseen-bn (issue 11): a set by a new author, written in the twenty-sixth session — pages with many dates.
 * Workshop bills with the order's date, the car taken in, the work day (or a work day per line), the completion, the
 * invoice, the due date, the next inspection, the last visit and the form's printing; filling-station and counter slips
 * with time stamps, card-terminal dates, offers' and exchange deadlines; policies with application, issue, start, end,
 * renewal and payment dates; registrations with first registration, issue, HU/§57a and expiry; titles with keepers'
 * dates, replacement and duplicate issues and lien releases; sales with deposits, handovers and notaries; valuations with
 * order, inspection and report dates. Every date style: 3.3.1987, 03/03/87, 3 Mar 1987, March 3rd, 1987, 1987-03-03,
 * 1987/03/03, 3. März 1987, 3. Jänner 1987, 3-III-87, 03MAR87. Germany, Austria, Switzerland, the UK, Ireland, the US
 * and Canada, 1960–2026. A STUDY author: the type model and the fits learn from it.
 * Each document on its own stream drawn from the given generator, so fresh seeds give fresh pages; the files' order is
 * drawn from it too. Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bn/dealings';
import * as pa from './unseen-bn/papers';
import * as po from './unseen-bn/policies';
import * as r from './unseen-bn/receipts';
import * as de from './unseen-bn/service-de';
import * as en from './unseen-bn/service-en';

export const UNSEEN_BN_SEED = 46527621;

/** 50 documents: 25 German, 25 English; 20 service, 6 receipts, 6 insurance, 5 registration, 4 title, 5 purchase, 4 appraisal. */
const PLAN: ((rng: Random) => Generated)[] = [
  // German (25)
  de.westAuftragRechnung,
  de.westAuftragRechnung,
  de.oesterreichReparaturtag,
  de.oesterreichReparaturtag,
  de.zuerichEintrittAustritt,
  de.zuerichEintrittAustritt,
  de.restauratorArbeitstage,
  de.restauratorArbeitstage,
  de.dorfRoemisch,
  de.dorfRoemisch,
  r.tankstelleBeleg,
  r.tankstelleBeleg,
  r.teileTheke,
  po.versicherungsschein,
  po.versicherungsschein,
  po.polizzePolice,
  pa.fahrzeugschein,
  pa.kurzzeitAusfuhr,
  pa.zulassungsscheinAT,
  pa.kraftfahrzeugbrief,
  pa.kraftfahrzeugbrief,
  d.privatKaufvertrag,
  d.privatKaufvertrag,
  d.wertgutachten,
  d.wertgutachten,
  // English (25)
  en.britishJobSheet,
  en.britishJobSheet,
  en.americanRepairOrder,
  en.americanRepairOrder,
  en.irishGarage,
  en.irishGarage,
  en.canadianIso,
  en.canadianIso,
  en.americanRestorerLog,
  en.americanRestorerLog,
  r.forecourtReceipt,
  r.forecourtReceipt,
  r.partsCounterTicket,
  po.britishSchedule,
  po.britishSchedule,
  po.americanDeclarations,
  pa.usRegistrationCard,
  pa.vehiclePermit,
  pa.certificateOfTitle,
  pa.certificateOfTitle,
  d.saleAgreement,
  d.billOfSale,
  d.billOfSale,
  d.valuationReport,
  d.valuationReport,
];

export function generateUnseenBn(seed = UNSEEN_BN_SEED): Generated[] {
  const rng = new Random(seed);
  const base = rng.int(1, 2 ** 30);
  const docs = PLAN.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
