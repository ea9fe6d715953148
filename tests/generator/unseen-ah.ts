/**
 * gen-unseen-ah (issue 11): a set by a new author, written in the twenty-second session — classic motorcycles, tractors
 * and commercial vehicles, 1950–2025: the paper of owners of a Zündapp, a BMW R-series, a Norton, Triumph or Harley, a
 * Vespa or Lambretta, a Lanz Bulldog, Fendt, Hanomag, Porsche-Diesel, a grey Fergie, a Unimog, a VW bus, a Land Rover
 * Series, a Citroën H van, a fire engine, a grain truck, an old coach. Motorcycle workshops and parts counters,
 * agricultural machinery dealers (Betriebsstunden instead of km), commercial garages, coachbuilders, a fire brigade's
 * auction, farm sales; farmers' mutuals, club permits, the V5C Historic Vehicle class, green plates, farm plates;
 * club valuations. Emsland, Allgäu, Hohenlohe, Mühlviertel, Emmental, Lincolnshire, Somerset, Iowa, Kansas, Wisconsin,
 * Saskatchewan, Victoria (AU). A STUDY author: the type model and the fits learn from it. One family (layout and
 * wording) per document, each on its own stream drawn from the given generator, so fresh seeds give fresh pages; the
 * files' order is drawn from it too. Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-ah/dealings';
import * as pp from './unseen-ah/papers';
import * as r from './unseen-ah/receipts';
import * as de from './unseen-ah/service-de';
import * as en from './unseen-ah/service-en';

export const UNSEEN_AH_SEED = 53862194;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.zweiradAllgaeu,
  de.landmaschinenEmsland,
  de.fendtHohenlohe,
  de.landtechnikMuehlviertel,
  de.mechanikEmmental,
  de.unimogArbeitswerte,
  de.bulliWerkstatt,
  de.feuerwehrKarosseriebau,
  de.rollerStube,
  de.motorradhausEmsland,
  en.lincolnshireAgEngineers,
  en.somersetBikeWorks,
  en.iowaImplementRO,
  en.kansasFarmShop,
  en.wisconsinHarleyRO,
  en.saskatchewanGarage,
  en.victoriaTaxInvoice,
  en.landRoverSpecialist,
  en.coachworksStage,
  en.citroenHVan,
  r.raiffeisenKassenbon,
  r.teiletheke,
  r.pruefstelleGebuehr,
  r.farmCoopTicket,
  r.autojumbleReceipt,
  r.clubPermitReceipt,
  pp.schlepperVersicherung,
  pp.saisonMotorrad,
  pp.emmentalPolice,
  pp.ukBikeSchedule,
  pp.kansasFarmDeclarations,
  pp.victoriaAgreedValue,
  pp.fahrzeugscheinZugmaschine,
  pp.zulassungsscheinTraktor,
  pp.fahrzeugausweisLandw,
  pp.v5cHistoric,
  pp.usFarmPlateCard,
  pp.fahrzeugbriefSchlepper,
  pp.zb2Oldtimer,
  pp.kansasTitle,
  pp.wisconsinTitle,
  d.kaufvertragSchlepper,
  d.feuerwehrVersteigerung,
  d.farmDispersalStatement,
  d.iowaTractorBillOfSale,
  d.victoriaPrivateSale,
  d.traktorclubWertgutachten,
  d.motorradKurzgutachten,
  d.tractorClubValuation,
  d.usAppraisalLetter,
];

export function generateUnseenAh(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
