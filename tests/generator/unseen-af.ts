/**
 * gen-unseen-af (issue 11): a set by a new author, written in the twenty-second session — the arithmetic of bills,
 * 1975–2026: workshop bills with a section per job (its own labour and parts lines and subtotal), page sums for labour
 * and parts, Rabatt, Nachlass and trade discounts, deposits, Anzahlungen and Abschlagsrechnungen deducted from the
 * total, Skonto and 2/10 net 30 terms, split VAT and GST/QST, Übertrag and carried forward between columns and pages,
 * old-part credits, sublet work, environmental and shop-supply fees, rounding lines, Kulanz shares, a Korrekturrechnung
 * and a revised invoice, a dealer's customer-pay/warranty split; fuel and parts slips with several tax lines and the
 * change; insurance schedules with several coverages, taxes, totals and instalments; registrations and titles with fee
 * lines beside the data; purchase contracts with price, deposit, trade-in and balance; appraisals naming several values
 * with one labelled as the appraisal. Rhineland, Baden, Hesse, Tyrol, Styria, Bern, Lucerne, East Anglia, Northern
 * Ireland, Cornwall, Ohio, Texas, Oregon, Quebec (in English), Western Australia. A STUDY author: the type model and the
 * fits learn from it. One family (layout and wording) per document, each on its own stream drawn from the given
 * generator, so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading the reader
 * or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-af/dealings';
import * as pp from './unseen-af/papers';
import * as r from './unseen-af/receipts';
import * as g from './unseen-af/registry';
import * as de from './unseen-af/service-de';
import * as en from './unseen-af/service-en';

export const UNSEEN_AF_SEED = 53172948;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.koelnAuftraege,
  de.freiburgAnzahlung,
  de.darmstadtSchlussrechnung,
  de.innsbruckUebertrag,
  de.grazSkonto,
  de.bernRundung,
  de.luzernKorrektur,
  de.kasselKulanz,
  de.pforzheimSchreibmaschine,
  de.trierSeiteZwei,
  en.norwichJobs,
  en.belfastTradeDiscount,
  en.truroCarriedForward,
  en.columbusRepairOrder,
  en.fortWorthFinal,
  en.bendNoSalesTax,
  en.montrealGstQst,
  en.perthTaxInvoice,
  en.cambridgeRevised,
  en.sanAntonioSplitPay,
  en.newrySublet,
  r.koblenzTankstelle,
  r.kufsteinTankstelle,
  r.burgdorfTeileQuittung,
  r.lubbockPartsTicket,
  r.kalgoorlieRoadhouse,
  r.penzanceForecourt,
  pp.koelnBeitragsrechnung,
  pp.innsbruckPraemie,
  pp.luzernPolice,
  pp.ipswichSchedule,
  pp.toledoDeclarations,
  pp.bunburyCertificate,
  pp.neussFahrzeugschein,
  g.grazZulassungsschein,
  g.surseeFahrzeugausweis,
  g.salemRegistration,
  g.austinRenewalReceipt,
  g.fuldaFahrzeugbrief,
  g.karlsruheZB2,
  g.clevelandTitle,
  g.beaumontTitle,
  d.bonnKaufvertrag,
  d.thunVerkaufsvertrag,
  d.akronBuyersOrder,
  d.fremantleContract,
  d.offenburgWertgutachten,
  d.leobenSchaetzgutachten,
  d.enniskillenValuation,
  d.eugeneAppraisal,
];

export function generateUnseenAf(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
