/**
 * gen-unseen-ax (issue 11): a set by a new author, written in the twenty-fourth session — small-business software and
 * office templates, 1995–2026. Independent workshops, marque specialists, parts sellers, brokers, dealers, tag agencies
 * and valuers in Germany, Austria, Switzerland, the UK, Ireland and the US who print their paper from word-processor
 * and spreadsheet templates or small accounting programs (Word/Excel, Lexware, Sage, QuickBooks, WISO, GS-Auftrag,
 * Banana): letterheads with a logo line and a slogan, address windows with the sender line, reference blocks beside
 * or under the window (Rechnungsnummer, Kundennummer, Leistungsdatum, Ihr Zeichen / Invoice no., Account, Tax point),
 * Pos./Menge/Einheit/Einzelpreis/Gesamt and Item/Qty/Rate/Amount tables, labour and parts subtotals, VAT summaries by
 * rate, payment terms and three-column bank footers; till slips, receipts, broker schedules, registration receipts,
 * titles, dealers' contracts and valuation certificates. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dl from './unseen-ax/dealings';
import * as ins from './unseen-ax/insurance';
import * as pp from './unseen-ax/papers';
import * as rc from './unseen-ax/receipts';
import * as de from './unseen-ax/service-de';
import * as en from './unseen-ax/service-en';

export const UNSEEN_AX_SEED = 43029581;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.muenchenWordVorlage,
  de.stuttgartLexware,
  de.hamburgSage,
  de.wuerzburgWiso,
  de.bielefeldGsAuftrag,
  de.wienVorlage,
  de.grazTeileDienst,
  de.innsbruckExcel,
  de.zuerichBanana,
  de.bernWord,
  en.coventryWordTemplate,
  en.bristolSage50,
  en.leedsExcelSheet,
  en.edinburghRestorer,
  en.dublinSageIE,
  en.corkQuickBooks,
  en.columbusQuickBooks,
  en.austinExcel,
  en.irvineShopProgram,
  en.phillyWordTable,
  rc.teileKassenbon,
  rc.quittungVorlage,
  rc.versandRechnungBezahlt,
  rc.ukMotorFactorCounter,
  rc.usPartsSalesReceipt,
  rc.irishValetReceipt,
  ins.maklerBeitragsrechnung,
  ins.praemienvorschreibungAT,
  ins.policenuebersichtCH,
  ins.ukBrokerSchedule,
  ins.irishRenewalNotice,
  ins.usAgencyDeclarations,
  pp.zulassungsdienstKurzzeit,
  pp.ausfuhrkennzeichenBrief,
  pp.zulassungsstelleAT,
  pp.floridaTagAgency,
  pp.irishMotorTaxReceipt,
  pp.zb2Kopie,
  pp.fahrzeugbriefDatenblatt,
  pp.ohioTitle,
  pp.texasTitle,
  dl.haendlerKaufvertrag,
  dl.clubKaufvertragAT,
  dl.ukDealerSageInvoice,
  dl.usBillOfSale,
  dl.irishDealerInvoice,
  dl.kurzgutachtenDE,
  dl.fahrzeugbewertungCH,
  dl.ukAgreedValueCertificate,
  dl.usAppraisalReport,
];

export function generateUnseenAx(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
