/**
 * gen-unseen-bd (issue 11): a set by a new author, written in the twenty-fifth session — tests and inspections and the
 * repairs around them, 1972–2026: German workshops' bills for HU/AU preparation with the TÜV, DEKRA or GTÜ fee passed
 * on, the 1970s repair of a TÜV report's defects, the 1980s ASU and 1990s AU, Austrian §57a ("Pickerl") bills in Euro
 * and Schilling, Swiss MFK preparation and an "Expertise" bill before the MWST; British MOT bills with the test fee
 * outside the VAT, an Irish NCT preparation, New York, Pennsylvania, California, Virginia, Ontario and New South Wales
 * inspections with their repairs; the test stations' own slips (TÜV, ÖAMTC, Strassenverkehrsamt, MOT centre, a
 * California brake-and-lamp station, NCT); insurance that requires a valid test; registrations with the test date
 * printed beside them, a Kurzzeitkennzeichen's Fahrzeugschein; titles; sales "mit neuer HU", "ab MFK", "with fresh
 * MOT", with a passed state inspection or a roadworthy certificate; valuations for H-plate, veteran or historic status.
 * A STUDY author: the type model and the fits learn from it. One family (layout and wording) per document, each on its
 * own stream drawn from the given generator, so fresh seeds give fresh pages; the files' order is drawn from it too.
 * Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bd/dealings';
import * as ins from './unseen-bd/insurance';
import * as pp from './unseen-bd/papers';
import * as r from './unseen-bd/receipts';
import * as de1 from './unseen-bd/service-de-1';
import * as de2 from './unseen-bd/service-de-2';
import * as uk from './unseen-bd/service-uk';
import * as us from './unseen-bd/service-us';

export const UNSEEN_BD_SEED = 24597318;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de1.huFremdleistung,
  de1.asuAchtziger,
  de1.tuevMaengelSiebziger,
  de1.dekraNachpruefung,
  de2.gtueOldtimer,
  de2.boschDienstAu,
  de2.pickerlWerkstattWien,
  de2.pickerlSchilling,
  de2.mfkVorbereitung,
  de2.expertiseAchtziger,
  uk.motInvoiceModern,
  uk.motFailureSeventies,
  uk.preMotSpecialist,
  uk.nctPreparation,
  us.nysInspection,
  us.paInspection,
  us.smogCheck,
  us.virginiaInspection,
  us.ontarioSafety,
  us.nswPinkSlip,
  r.tuevQuittung,
  r.oeamtcBon,
  r.mfkQuittung,
  r.motCentreReceipt,
  r.brakeLampReceipt,
  r.nctReceipt,
  ins.oldtimerPolice,
  ins.praemieHistorisch,
  ins.veteranenPolice,
  ins.classicSchedule,
  ins.renewalNineties,
  ins.collectorDeclarations,
  pp.zbTeil1,
  pp.kurzzeitSchein,
  pp.fahrzeugausweis,
  pp.nyRegistration,
  pp.texasRenewal,
  pp.zbTeil2,
  pp.fahrzeugbrief21,
  pp.ohioTitle,
  pp.paTitle,
  d.kaufvertragHuNeu,
  d.kaufvertragAbMfk,
  d.ukSaleFreshMot,
  d.billOfSaleInspection,
  d.victoriaRwcSale,
  d.hGutachten,
  d.veteranExpertise,
  d.ukAgreedValuation,
  d.usAntiqueAppraisal,
];

export function generateUnseenBd(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
