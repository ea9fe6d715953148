/**
 * gen-unseen-at (issue 11): a set by a new author, written in the twenty-fourth session — the village and the kitchen
 * table, 1965–2026: village garages, farm-machinery workshops that also do cars, petrol stations with one work bay,
 * mobile mechanics and a smith who welds exhausts in the Eifel, the Hunsrück, the Black Forest, the Mühlviertel and the
 * Emmental, the Yorkshire Dales, Cornwall, Vermont, Iowa and Kentucky; bills on stock pads, tear-off receipts, bills
 * written in full sentences; a local agent's cover letters and schedules, registry counters' certificates and titles,
 * private sales on printed forms or written out plainly, club members' valuations. A STUDY author: the type model and
 * the fits learn from it. One family (layout and wording) per document, each on its own stream drawn from the given
 * generator, so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading the
 * reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-at/dealings';
import * as ins from './unseen-at/insurance';
import * as rc from './unseen-at/receipts';
import * as reg from './unseen-at/registry';
import * as de from './unseen-at/service-de';
import * as en from './unseen-at/service-en';

export const UNSEEN_AT_SEED = 34907162;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.eifelLandmaschinen,
  de.hunsrueckTankstelle,
  de.schwarzwaldBrief,
  de.muehlviertelMeister,
  de.emmentalGarage,
  de.dorfschmiedAuspuff,
  de.mobilerService,
  de.rechnungsblock,
  de.eifelOldtimer,
  de.landtechnikZweispaltig,
  en.dalesPoundsPence,
  en.cornwallAgEngineers,
  en.vermontGarageGas,
  en.iowaImplement,
  en.kentuckyMobile,
  en.yorkshireSentences,
  en.cornwallFillingStation,
  en.vermontWelder,
  en.iowaStockPad,
  en.kentuckyTractorAuto,
  rc.eifelQuittung,
  rc.schwarzwaldBarverkauf,
  rc.muehlviertelParagon,
  rc.dalesReceiptBook,
  rc.vermontSalesSlip,
  rc.kentuckyTill,
  ins.eifelAgentur,
  ins.muehlviertelPolizze,
  ins.emmentalPolice,
  ins.dalesSchedule,
  ins.vermontDeclarations,
  ins.iowaAgreedValue,
  reg.kurzzeitKennzeichen,
  reg.zb1Hunsrueck,
  reg.zulassungsscheinFreistadt,
  reg.ukV5,
  reg.vermontRegistration,
  reg.kfzBriefEifel,
  reg.iowaTitle,
  reg.kentuckyTitle,
  reg.vermontTitle,
  d.clubKaufvertrag,
  d.emmentalHandschriftlich,
  d.muehlviertelKaufvertrag,
  d.ukPlainSale,
  d.kentuckyBillOfSale,
  d.stammtischKurzbewertung,
  d.veteranenSchaetzung,
  d.cornwallClubLetter,
  d.iowaAppraisalReport,
];

export function generateUnseenAt(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
