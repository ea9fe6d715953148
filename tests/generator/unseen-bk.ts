/**
 * gen-unseen-bk (issue 11): a set by a new author, written in the twenty-fifth session — printed stationery filled in,
 * 1960–2026: the stationer's bill pads and receipt books (Rechnung and Quittung pads in DM | Pf, £ | p duplicate books,
 * cash-sale books and dockets, carbonless work orders and job sheets, invoice sets), insurers' and brokers' pre-printed
 * cover notes, policies and renewal notices, registries' forms (Fahrzeugschein, Zulassungsschein, RF 60, registration
 * cards, Kraftfahrzeugbrief, Typenschein, certificates of title), printed sale-contract forms and valuation forms. The
 * printed captions, ruled columns and boxes in one face, the entries in the other, a little off their lines; struck
 * printed options, ticked boxes, captions left empty, amounts in words beside the figures. German families in Germany,
 * Austria and Switzerland, English ones in the UK, Ireland, the US and Australia. A STUDY author.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bk/dealings';
import * as i from './unseen-bk/insurance';
import * as r from './unseen-bk/receipts';
import * as g from './unseen-bk/registry';
import * as sde from './unseen-bk/service-de';
import * as sen from './unseen-bk/service-en';

export const UNSEEN_BK_SEED = 60718245;

const FAMILIES: ((rng: Random) => Generated)[] = [
  sde.rechnungsblockDM,
  sde.quittungAlsRechnung,
  sde.auftragDurchschreibesatz,
  sde.paragonSchilling,
  sde.simplexRechnungCH,
  sde.reifenLieferscheinRechnung,
  sde.arbeitswertAuftrag,
  sde.tankstellenZettel,
  sde.rechnungssatzEuro,
  sde.stundenMaterialAT,
  sen.ukDuplicateBook,
  sen.ukJobSheet,
  sen.usRepairOrder,
  sen.irishCashSale,
  sen.auTaxInvoiceBook,
  sen.usServiceTicket,
  sen.ukMotGarage,
  sen.ukBodyshopTyped,
  sen.usWorkOrder,
  sen.auJobCard,
  r.quittungZweckform,
  r.empfangsbestaetigungAT,
  r.barverkaufCH,
  r.ukReceiptBook,
  r.usCashReceipt,
  r.auCashSaleDocket,
  i.beitragsrechnungOldtimer,
  i.vorlaeufigeDeckung,
  i.policeCH,
  i.ukCoverNote,
  i.usDeclarations,
  i.irishRenewalNotice,
  g.fahrzeugscheinAlt,
  g.zulassungsscheinAT,
  g.kurzzeitkennzeichen,
  g.ukRegistrationBook,
  g.usRegistrationCard,
  g.kraftfahrzeugbrief,
  g.typenscheinAT,
  g.usTitleOld,
  g.usTitleModern,
  d.kaufvertragDE,
  d.kaufvertragAT,
  d.ukSaleAgreement,
  d.usBillOfSale,
  d.auContractOfSale,
  d.kurzbewertungDE,
  d.bewertungCH,
  d.ukValuationCertificate,
  d.usAppraisalForm,
];

export function generateUnseenBk(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
