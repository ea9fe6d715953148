/**
 * gen-unseen-bc (issue 11): a set by a new author, written in the twenty-fifth session — the car that is stored, laid
 * up, moved and woken again, 1975–2026: storage halls' and barns' winter bills (months × rate, battery care,
 * dehumidifier, a service), recommissioning after a lay-up, towing, trailer and enclosed transport, collect-and-deliver
 * on service bills, cavity wax, underseal and detailing; receipts for garage rent, fuel, a battery, trailer hire and a
 * storage unit; season-plate, storage-only and laid-up cover; a season-plate Zulassungsbescheinigung, a short-term
 * plate, an Austrian plate deposit, a SORN confirmation, a registration reinstated after storage; Fahrzeugbrief, ZB II
 * and US titles; sales of stored cars (a lien sale among them) and valuations for storage cover. German families in
 * Germany and Austria, English in the UK, Ireland and the US. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-bc/dealings';
import * as ins from './unseen-bc/insurance';
import * as pp from './unseen-bc/papers';
import * as r from './unseen-bc/receipts';
import * as des from './unseen-bc/service-de-storage';
import * as dew from './unseen-bc/service-de-workshop';
import * as ens from './unseen-bc/service-en-storage';
import * as enw from './unseen-bc/service-en-workshop';

export const UNSEEN_BC_SEED = 21864053;

const FAMILIES: ((rng: Random) => Generated)[] = [
  des.winterlagerHalle,
  dew.wiederinbetriebnahmeDM,
  des.abschleppBergung,
  dew.holBringAT,
  dew.hohlraumUnterboden,
  des.aufbereitungKlein,
  des.einwinterungPaket,
  des.anhaengerTransport,
  dew.standschadenSiebziger,
  dew.saisonstartDMS,
  ens.ukStorageBarn,
  enw.ukRecommission,
  ens.usTowRecovery,
  ens.usEnclosedCarrier,
  enw.ukDealerCollect,
  enw.ieLayUp,
  ens.usDetailStoragePrep,
  enw.ukRustproofing,
  enw.usWinterizeRO,
  ens.ukTrailerRecovery,
  r.garagenmieteQuittung,
  r.tankbeleg,
  r.batterieKassenbonAT,
  r.ukTrailerHire,
  r.usBatteryCounter,
  r.usSelfStorage,
  ins.saisonPolice,
  ins.einlagerungsDeckung,
  ins.praemienAT,
  ins.ukLaidUpSchedule,
  ins.ieClassicSchedule,
  ins.usStorageDeclarations,
  pp.saisonZB1,
  pp.kurzzeitFahrzeugschein,
  pp.hinterlegungAT,
  pp.ukSornConfirmation,
  pp.usRegistration,
  pp.fahrzeugbriefStillgelegt,
  pp.zb2Wiederzulassung,
  pp.usTitle,
  pp.usDuplicateTitle,
  d.kaufvertragWinterlager,
  d.kaufvertragAT,
  d.ukBillOfSaleSorn,
  d.usLienSale,
  d.ieReceiptLetter,
  d.wertgutachtenEinlagerung,
  d.kurzbewertungAT,
  d.ukClubValuation,
  d.usStoredAppraisal,
];

export function generateUnseenBc(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
