/**
 * gen-unseen-ao (issue 11): a set by a new author, written in the twenty-third session — pages that put things where
 * others don't: the summary box at the top above the items, amounts in a column to the left of the descriptions, the
 * quantity after the description and the currency in its own narrow column, captions to the right of or under their
 * values, the key facts in a band of cells across the page (date | mileage | job no. | total), two-column pages (facts
 * left, items right), the firm named only in the imprint at the foot or in a band of short lines down the margin, a
 * logo apart from the legal name, date and mileage in the margin, parts before labour and the total before its tax, an
 * item table whose column heads stand under the rows; schedules as grids of small boxed cells, registration papers in
 * columns read down then across, contracts with the parties stacked in boxes and the price in words above the
 * figures, valuations with the value in a big box at the top. A STUDY author: the type model and the fits learn from
 * it. One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh
 * seeds give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other
 * set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-ao/appraisals';
import * as d from './unseen-ao/deals';
import * as pp from './unseen-ao/papers';
import * as r from './unseen-ao/receipts';
import * as rg from './unseen-ao/registrations';
import * as de from './unseen-ao/service-de';
import * as en from './unseen-ao/service-en';

export const UNSEEN_AO_SEED = 73148296;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.summaryOben,
  de.betragLinks,
  de.bandZellen,
  de.zweiSpalten,
  de.impressumFuss,
  de.teileVorLohn,
  de.kopfUnten,
  de.labelsRechts,
  de.seitenband,
  de.mengeNachWaehrung,
  en.ukTotalsTop,
  en.usAmountsLeft,
  en.ukBandCells,
  en.usTwoColumn,
  en.ieImprintFoot,
  en.ukLogoLegalApart,
  en.usLabelsUnder,
  en.ukMarginFacts,
  en.usCurrencyColumn,
  en.ukPartsFirst,
  r.tankBetragOben,
  r.abschleppBand,
  r.teileLinks,
  r.ukMotFoot,
  r.usPartsLabelsUnder,
  r.ieTyresTwoCol,
  pp.deGrid,
  pp.atPraemieOben,
  pp.chLabelsRechts,
  pp.ukGrid,
  pp.usDeclTwoCol,
  pp.ieBand,
  rg.fahrzeugscheinSpalten,
  rg.zb1Spalten,
  rg.chAusweis,
  rg.ukV5Columns,
  rg.usRegBand,
  d.kfzBrief,
  d.zb2LabelsUnter,
  d.usTitleGrid,
  d.usTitleMargin,
  d.kaufvertragBoxen,
  d.chPreisOben,
  d.ukDealerTotalTop,
  d.usBillWords,
  d.iePrivateLabelsRight,
  a.deWertOben,
  a.chBand,
  a.ukValueBoxTop,
  a.usAppraisalTwoCol,
];

export function generateUnseenAo(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
