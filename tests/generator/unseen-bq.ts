/**
 * gen-unseen-bq (issue 11): a set by a new author, written in the twenty-sixth session — the paper around owning a
 * classic that is not a workshop bill: German Oldtimer policies with their covers in a table, a Beitragsrechnung, a
 * Nachtrag after a restoration, an Austrian Polizze with both insurance taxes, a Swiss Police with the stamp duty, a
 * green card; a British schedule with its excesses, a broker's renewal letter, a US declarations page, an Irish cover
 * note, an Ontario certificate with its pink card, an Australian agreed-value schedule; the Zulassungsbescheinigung
 * Teil I, the old Fahrzeugschein, a Kurzzeitkennzeichen's Fahrzeugschein, the Austrian Zulassungsschein, the Swiss
 * Fahrzeugausweis, the V5C, the county council's registration book, a US registration card, the Ontario permit and a
 * New South Wales certificate; Kraftfahrzeugbrief, Teil II, Typenschein and three US titles; club-form, prose, dealer,
 * Austrian and Swiss contracts, a bill of sale, an auction buyer's invoice, a US buyer's order with a trade-in, an
 * Ontario private sale and an Australian dealer's tax invoice; German, Austrian, Swiss, British, US and Australian
 * valuations; fee receipts of registration offices, a plate maker and a motor tax office. No service invoices.
 * A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as ap from './unseen-bq/appraisal';
import * as ide from './unseen-bq/insurance-de';
import * as ien from './unseen-bq/insurance-en';
import * as pde from './unseen-bq/purchase-de';
import * as pen from './unseen-bq/purchase-en';
import * as rc from './unseen-bq/receipts';
import * as rg from './unseen-bq/registration';
import * as ti from './unseen-bq/titles';

export const UNSEEN_BQ_SEED = 90138056;

const FAMILIES: ((rng: Random) => Generated)[] = [
  rc.zulassungsKasse,
  rc.schilderBon,
  rc.dmvFeeReceipt,
  rc.irishMotorTaxReceipt,
  ide.oldtimerPolice,
  ide.beitragsrechnung,
  ide.nachtrag,
  ide.oesterreichPolizze,
  ide.schweizPolice,
  ide.grueneKarte,
  ien.ukSchedule,
  ien.ukRenewalBroker,
  ien.usDeclarations,
  ien.irishCoverNote,
  ien.ontarioCertificate,
  ien.australiaSchedule,
  rg.zb1Historic,
  rg.fahrzeugscheinAlt,
  rg.kurzzeitSchein,
  rg.atZulassungsschein,
  rg.chFahrzeugausweis,
  rg.v5c,
  rg.oldLogbook,
  rg.usRegistrationCard,
  rg.ontarioPermit,
  rg.nswCertificate,
  ti.kfzBrief,
  ti.zb2,
  ti.typenschein,
  ti.usTitleModern,
  ti.usTitleTyped,
  ti.usTitleAssigned,
  pde.clubKaufvertrag,
  pde.privatvertragProsa,
  pde.haendlerRechnungFahrzeug,
  pde.oesterreichKaufvertrag,
  pde.schweizKaufvertrag,
  pen.ukBillOfSale,
  pen.auctionBuyersInvoice,
  pen.usDealerBillOfSale,
  pen.ontarioPrivateSale,
  pen.australiaDealerInvoice,
  ap.wertgutachten,
  ap.kurzgutachten,
  ap.oesterreichBewertung,
  ap.schweizSchaetzung,
  ap.clubValuerLetter,
  ap.surveyorReport,
  ap.usCertifiedAppraisal,
  ap.australiaValuation,
];

/** The set's 50 documents: each family once, each on its own stream, in a drawn order. */
export function generateUnseenBq(seed = UNSEEN_BQ_SEED): Generated[] {
  const rng = new Random(seed);
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
