/**
 * gen-unseen-bo (issue 11): a set by a new author, written in the twenty-sixth session — one collection's whole archive,
 * 1968–2026. Two brothers, Rainer in the Rhineland and Peter in Yorkshire, and their six cars (a Mercedes-Benz 190 SL,
 * a VW 1302 Cabriolet, a Triumph TR4, a Jaguar Mk 2, a Ford Mustang bought in Ohio, a Land Rover Series IIa): the
 * Mercedes agent's typed bills and its dealer software half a century later, the VW dealer's carbon, the Bosch service,
 * the village masters' bills, the first dot-matrix printouts, the big restorations, a Dayton repair order, e-mailed
 * invoices; fuel, parts-counter, till and online-order slips; policies, a cover note, a Nachtrag, renewals, a schedule;
 * Fahrzeugscheine, an export plate's paper, an Ohio registration card, the V5; the Kraftfahrzeugbrief, the
 * Zulassungsbescheinigung Teil II, two Ohio titles; sales between strangers and between the brothers; a sworn expert's,
 * a form's, a club's and an engineer's valuations. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bo/dealings';
import * as pp from './unseen-bo/papers';
import * as po from './unseen-bo/policies';
import * as de from './unseen-bo/service-de';
import * as en from './unseen-bo/service-en';
import * as s from './unseen-bo/slips';

export const UNSEEN_BO_SEED = 70207736;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.wesselSchreibmaschine,
  de.boehmKundendienst,
  de.boschDienst,
  de.lanzerathDorf,
  de.rheinblickEdv,
  de.klassikwerkRestaurierung,
  de.usCarSchwarz,
  de.wesselDms,
  de.britishClassics,
  de.heisterbachEmail,
  en.wharfedaleJaguar,
  en.hargreavesVillage,
  en.trSpecialist,
  en.ainstyDotMatrix,
  en.dalesRestoration,
  en.buckeyeFord,
  en.coachHouse,
  en.moorsideDealer,
  en.minsterEmail,
  en.niddValley,
  s.aralQuittung,
  s.teileKassenbon,
  s.versandQuittung,
  s.forecourtReceipt,
  s.counterDocket,
  s.ohioPartsTicket,
  po.versicherungsschein,
  po.oldtimerNachtrag,
  po.beitragsrechnung,
  po.coverNote,
  po.renewalNotice,
  po.classicSchedule,
  pp.fahrzeugscheinSiegkreis,
  pp.fahrzeugscheinImport,
  pp.ausfuhrkennzeichen,
  pp.ohioRegistration,
  pp.v5Document,
  pp.kraftfahrzeugbrief,
  pp.zb2,
  pp.ohioTitleEarly,
  pp.ohioTitle1985,
  d.kaufvertrag1968,
  d.kaufvertragBrueder,
  d.landRoverNew,
  d.ohioBillOfSale,
  d.tr4BrothersReceipt,
  d.wertgutachten,
  d.kurzbewertung,
  d.clubValuation,
  d.agreedValueCertificate,
];

export function generateUnseenBo(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
