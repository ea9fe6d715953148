/**
 * gen-unseen-ae (issue 11): a set by a new author, written in the twenty-second session — pre-printed form pads and
 * boxed forms, 1960–2022: stationery-shop Rechnungsblöcke and Reparaturaufträge, NEBS- and Moore-style repair orders,
 * British duplicate books, whose printed labels sit in boxes, above or below the line, the typed or hand-filled values
 * falling into the cells a little off their labels; tick boxes; labour and parts in separate boxed columns; DM | Pf and
 * £ | p columns; totals in a boxed band; carbon copies with smaller label print. Insurers' and registries' forms with
 * numbered or lettered fields (Feld 7, (A), C.1.1, Ziffer 4, block 7) and the values below the codes; appraisal forms with
 * grade boxes. Lower Bavaria, Franconia, Saxony, Upper Austria, Vienna, the Zurich Oberland, Scotland, Wales, Yorkshire,
 * Minnesota, Wisconsin, Pennsylvania, New Zealand, South Africa. A STUDY author: the type model and the fits learn from
 * it. One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh
 * seeds give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-ae/dealings';
import * as pp from './unseen-ae/papers';
import * as r from './unseen-ae/receipts';
import * as de from './unseen-ae/service-de';
import * as en from './unseen-ae/service-en';

export const UNSEEN_AE_SEED = 47305816;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.rechnungsblockNdb,
  de.reparaturauftragFranken,
  de.werkstattauftragSachsen,
  de.durchschlagOoe,
  de.reparaturscheinWien,
  de.rapportZuerichOberland,
  de.euroBlockLeistungsdatum,
  de.inspektionSachsen,
  de.karosserieFranken,
  de.boschDienstAW,
  en.nebsRepairOrderMn,
  en.mooreInvoiceWi,
  en.garageBookPa,
  en.duplicateBookScotland,
  en.bilingualJobSheetWales,
  en.serviceSheetYorkshire,
  en.jobCardNz,
  en.jobCardSouthAfrica,
  en.dealerRoMinnesota,
  en.bodyShopCopyYorkshire,
  r.quittungTankstelleNdb,
  r.quittungTeilemarktSachsen,
  r.kassablockWien,
  r.receiptBookWales,
  r.counterTicketMn,
  r.cashSaleSouthAfrica,
  pp.versicherungsscheinFelder,
  pp.polizzeOoe,
  pp.versicherungsausweisZh,
  pp.coverNoteScotland,
  pp.declarationsPa,
  pp.renewalNoticeNz,
  pp.zb1Codes,
  pp.zulassungsscheinWien,
  pp.fahrzeugausweisZh,
  pp.registrationCardWi,
  pp.licenceLabelNz,
  pp.fahrzeugbriefSachsen,
  pp.titleMinnesota,
  pp.titlePennsylvania,
  pp.titleWisconsin,
  d.kaufvertragBlockNdb,
  d.kaufvertragOoe,
  d.kaufvertragZh,
  d.privateSaleScotland,
  d.billOfSalePa,
  d.bewertungsbogenFranken,
  d.schaetzgutachtenWien,
  d.valuationFormNz,
  d.appraisalFormMn,
];

export function generateUnseenAe(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
