/**
 * gen-unseen-w (issue 11): a fresh judge set by a new author — the paper around historic motorsport and estates: race
 * and rally preparers' bills, circuit fuel and tyre slips, rally, track-day and agreed-value cover, cars out of late
 * collectors' estates (executors, heirs, auction houses' estate sales, probate valuations) and the registrations and
 * titles passed on, from the Eifel, Franconia, Berlin, Silverstone, Goodwood country, Scotland, California, New England
 * and Texas, 1955–2026. One family (layout and wording) per document, each on its own stream (seed + 7919 × its place);
 * the files' order is drawn from the seed. Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as a from './unseen-w/appraisals';
import * as i from './unseen-w/insurance';
import * as pp from './unseen-w/papers';
import * as r from './unseen-w/receipts';
import * as s from './unseen-w/sales';
import * as de from './unseen-w/service-de';
import * as en from './unseen-w/service-en';

export const UNSEEN_W_SEED = 36920581;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.adenauTyped,
  de.bambergRally,
  de.berlinAlfa,
  de.adenauTrack,
  de.muenchenLancia,
  de.nuerburgHistoric,
  de.nuernbergCage,
  de.berlinEstate,
  de.eifelRallye,
  en.pasadenaSpeed,
  en.goodwoodPrep,
  en.perthRally,
  en.lakevilleVintage,
  en.austinEngine,
  en.silverstoneHistoric,
  en.fifeExecutors,
  en.montereyTrack,
  en.revivalPrep,
  r.ringFuelQuittung,
  r.paddockTyreBon,
  r.estateTransport,
  r.silverstoneFuel,
  r.trackTireSlip,
  i.rallyEventCover,
  i.agreedValuePolice,
  i.trackdayKasko,
  i.ukRallySchedule,
  i.texasDeclarations,
  i.ukTrackCertificate,
  pp.zb1Heir,
  pp.fahrzeugschein66,
  pp.v5cInherited,
  pp.californiaCard,
  pp.massRegistration,
  pp.zb2Heir,
  pp.fahrzeugbrief58,
  pp.texasTitleHeir,
  pp.californiaTitle,
  s.kaufvertragNachlass,
  s.nachlassAuktion,
  s.haendlerItalia,
  s.ukEstateAuction,
  s.estateBillOfSale,
  s.scottishLetterSale,
  a.gutachtenErbschaft,
  a.kurzbewertung,
  a.bewertungDino,
  a.ukProbateLetter,
  a.texasEstateAppraisal,
  a.newEnglandAgreedValue,
];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenW(rng: Random, familySeed = UNSEEN_W_SEED): Generated[] {
  const docs = FAMILIES.map((family, k) => family(new Random(familySeed + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
