/**
 * gen-unseen-bb (issue 11): a set by a new author, written in the twenty-fifth session — the ordinary paper of an
 * everyday classic owner, centred on the independent workshop's ordinary bill from 1978 to 2026: Pos./Menge tables with
 * jobs and parts in one list, labour as hours × rate or in Arbeitswerte, separate labour and parts blocks, printed pads
 * with the sums in boxes, dot-matrix printouts, today's shop software; the customer and the car in different corners,
 * the odometer in a vehicle band or in a sentence, totals in a right-hand column, a boxed band or a sentence; bills in
 * DM, EUR, £ and $. Beside them the owners' receipts (parts counters, filling stations), policies and renewals,
 * registrations, titles, private and dealer sales and valuations. German families in Germany, English in the UK and
 * the US. A STUDY author. One family (layout and wording) per document, each on its own stream drawn from the given
 * generator, so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading the
 * reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dl from './unseen-bb/dealings';
import * as ins from './unseen-bb/insurance';
import * as pa from './unseen-bb/papers';
import * as rc from './unseen-bb/receipts';
import * as d1 from './unseen-bb/service-de-1';
import * as d2 from './unseen-bb/service-de-2';
import * as e1 from './unseen-bb/service-en-1';
import * as e2 from './unseen-bb/service-en-2';

export const UNSEEN_BB_SEED = 19374628;

const FAMILIES: ((rng: Random) => Generated)[] = [
  // service, German (10)
  d1.posTabelleDm,
  d1.lohnMaterialBloecke,
  d1.durchschreibeblock,
  d1.edvNadeldrucker,
  d1.dmEuroDoppel,
  d2.stundenSatzEuro,
  d2.modernRechnung,
  d2.klassikSpezialistSatz,
  d2.huVorbereitung,
  d2.kleinunternehmer,
  // service, English (10)
  e1.ukPrintedPad,
  e1.ukTypedLetterhead,
  e1.ukMotAndService,
  e1.ukGarageSoftware,
  e1.ukMobileMechanicLetter,
  e2.usCarbonForm,
  e2.usJobLinesRepairOrder,
  e2.usNumberedLines,
  e2.usImportSpecialistTyped,
  e2.usShopSoftware,
  // receipts (3 + 3)
  rc.teileKassenbon,
  rc.tankstellenQuittung,
  rc.barverkaufRechnung,
  rc.usPartsCounterTicket,
  rc.ukPetrolReceipt,
  rc.ukMotorFactorCashSale,
  // insurance (3 + 3)
  ins.oldtimerVersicherungsschein,
  ins.beitragsrechnungDm,
  ins.saisonBestaetigung,
  ins.ukClassicSchedule,
  ins.usCollectorDeclarations,
  ins.ukRenewalNotice,
  // registration (3 + 2) and title (2 + 2)
  pa.fahrzeugschein,
  pa.zulassungTeil1,
  pa.kurzzeitFahrzeugschein,
  pa.ukV5c,
  pa.usRegistrationCard,
  pa.fahrzeugbrief,
  pa.zulassungTeil2,
  pa.usTitleModern,
  pa.usTitleTyped,
  // purchase (2 + 3) and appraisal (2 + 2)
  dl.privatKaufvertrag,
  dl.haendlerDifferenzbesteuert,
  dl.ukPrivateSaleReceipt,
  dl.usBillOfSale,
  dl.ukDealerPartExchange,
  dl.wertgutachten,
  dl.clubBewertungDm,
  dl.ukAgreedValuation,
  dl.usAppraisalReport,
];

export function generateUnseenBb(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
