/**
 * gen-unseen-as (issue 11): a set by a new author, written in the twenty-fourth session — typed and carbon paper,
 * 1960–1992: typewriter bills on pre-printed letterheads and forms whose typed entries miss the printed boxes and lines
 * a little, carbon copies, "Bezahlt" / "Paid" / "Betrag dankend erhalten" stamps, policy forms filled in on the
 * typewriter, Fahrzeugschein, Zulassungsschein, Fahrzeugausweis and Kraftfahrzeugbrief entries, US titles and a
 * registration card, the UK V5, sums added by hand at the foot, typed item lists with dot leaders; amounts in DM, ATS,
 * CHF, £ (decimal only) and $. Workshops, petrol stations, dealers, insurers' agencies, registries and valuers of the
 * Ruhr, Swabia, Tyrol, Lucerne, Lancashire, the Scottish Borders, Pennsylvania and Wisconsin. A STUDY author: the type
 * model and the fits learn from it. One family (layout and wording) per document, each on its own stream drawn from
 * the given generator, so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading
 * the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-as/dealings';
import * as i from './unseen-as/insurance';
import * as r from './unseen-as/receipts';
import * as g from './unseen-as/registers';
import * as de from './unseen-as/service-de';
import * as en from './unseen-as/service-en';

export const UNSEEN_AS_SEED = 31640829;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.ruhrFormularDurchschrift,
  de.schwabenArbeitswerte,
  de.tirolPunktleisten,
  de.luzernZweiSpalten,
  de.ruhrTankstellenZettel,
  de.schwabenBoschDienst,
  de.tirolPuchKundendienst,
  de.ruhrNiederlassung,
  de.luzernCarrosserie,
  de.schwabenDorfRechnung,
  en.lancsPoundsPence,
  en.bordersDrTo,
  en.lancsJobCard,
  en.bordersMotCarbon,
  en.pennRepairOrder,
  en.wiscDealerLettered,
  en.pennCountryStatement,
  en.wiscTruckShop,
  en.lancsBodyShop,
  en.bordersEarlyDecimal,
  r.ruhrTankquittung,
  r.tirolBarverkauf,
  r.luzernQuittung,
  r.lancsPetrolSlip,
  r.pennTowingReceipt,
  r.wiscCounterTicket,
  i.ruhrVersicherungsschein,
  i.tirolPolizze,
  i.luzernPolice,
  i.lancsSchedule,
  i.bordersRenewal,
  i.pennDeclarations,
  g.ruhrFahrzeugscheinAusfuhr,
  g.tirolZulassungsschein,
  g.luzernFahrzeugausweis,
  g.ukV5,
  g.wiscRegistrationCard,
  g.schwabenKfzBrief,
  g.pennTitleSixties,
  g.pennTitleEighties,
  g.wiscTitle,
  d.ruhrKaufvertrag,
  d.tirolHaendlerKauf,
  d.luzernOccasion,
  d.lancsPrivateSale,
  d.pennBillOfSale,
  d.schwabenWertgutachten,
  d.tirolSchaetzung,
  d.bordersValuationLetter,
  d.wiscCollectorAppraisal,
];

export function generateUnseenAs(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
