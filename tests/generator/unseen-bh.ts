/**
 * gen-unseen-bh (issue 11): a set by a new author, written in the twenty-fifth session — the German everyday of a
 * classic owner, 1975–2026: the freie Meisterwerkstatt, the Bosch-Dienst, the chain workshop, the Vertragswerkstatt
 * with Arbeitswerte, the Reifendienst, the Auspuff-Schnelldienst and the Lackierer, an Austrian Werkstätte and a Swiss
 * garage; Tankstellen-, Teilehandel- and Baumarkt-Belege; Beitragsrechnung, Oldtimer-Versicherungsschein and
 * Nachtrag; Fahrzeugschein, Zulassungsbescheinigung Teil I in two editions and the Kurzzeitkennzeichen-Schein;
 * Kraftfahrzeugbrief and Teil II; club-form and typed private Kaufverträge and a dealer's margin-scheme Rechnung;
 * Kurzgutachten and Wertgutachten. The English half is the same owners' cars' and German classics' paper abroad:
 * UK, Irish, US, Canadian and Australian workshops, an English bill to a US Forces member in Germany, receipts,
 * policies, a V5C and a US registration card, two US titles, a bill of sale and a dealer invoice, appraisals.
 * A STUDY author: one family (layout and wording) per document, each on its own stream drawn from the given
 * generator, so fresh seeds give fresh pages. Written without reading the reader or any other set.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dl from './unseen-bh/sales';
import * as ins from './unseen-bh/insurance';
import * as pp from './unseen-bh/papers';
import * as rc from './unseen-bh/receipts';
import * as sa from './unseen-bh/service-de-a';
import * as sb from './unseen-bh/service-de-b';
import * as vl from './unseen-bh/valuations';
import * as ea from './unseen-bh/service-en-a';
import * as eb from './unseen-bh/service-en-b';

export const UNSEEN_BH_SEED = 41753926;

const FAMILIES: ((rng: Random) => Generated)[] = [
  sa.freieWerkstatt,
  sa.boschDienst,
  sa.kettenWerkstatt,
  sa.vertragswerkstatt,
  sa.reifendienst,
  sb.auspuffDienst,
  sb.lackierer,
  sb.oesterreichWerkstatt,
  sb.schweizGarage,
  ea.ukIndependent,
  ea.ukSpecialist,
  ea.ukTyreExhaust,
  ea.ukBodyshop,
  ea.irelandGarage,
  ea.usForcesGermany,
  eb.usIndependent,
  eb.usDealerRO,
  eb.usMuffler,
  eb.canadaShop,
  eb.australiaShop,
  rc.tankstelle,
  rc.teilehandel,
  rc.baumarkt,
  rc.ukFuel,
  rc.usPartsStore,
  rc.ukSparesOrder,
  ins.beitragsrechnung,
  ins.oldtimerSchein,
  ins.nachtrag,
  ins.ukSchedule,
  ins.usDeclarations,
  ins.irelandRenewal,
  pp.fahrzeugschein,
  pp.zbTeil1,
  pp.kurzzeitSchein,
  pp.ukV5C,
  pp.usRegistration,
  pp.fahrzeugbrief,
  pp.zbTeil2,
  pp.usTitleA,
  pp.usTitleB,
  dl.clubKaufvertrag,
  dl.privatKaufvertrag,
  dl.haendlerRechnung,
  dl.usBillOfSale,
  dl.ukDealerInvoice,
  vl.kurzgutachten,
  vl.wertgutachten,
  vl.usAppraisal,
  vl.ukValuation,
];

export function generateUnseenBh(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
