/**
 * The unseen-q development set (issue 11): restoration projects and the parts trade — the paper a long
 * restoration leaves behind (restorers' stage bills, machine shops, trimmers, platers, paint shops,
 * wheel and tyre shops, auto electricians, mail-order parts suppliers, breakers, club spares schemes,
 * cover for a car under restoration, the registrations, titles, purchases and valuations around it),
 * 1970–2026, German (DE/AT/CH) and English (UK/US/IE). One family (layout and wording) per document in
 * tests/generator/unseen-q/; each family draws from its own stream (seed + 7919 × its place), and the
 * files' order is drawn from the set's seed.
 */
import { Random } from './random';
import type { Generated } from './types';
import type { Family } from './unseen-q/kit';
import * as ode from './unseen-q/other-de';
import * as oen from './unseen-q/other-en';
import * as de from './unseen-q/service-de';
import * as en from './unseen-q/service-en';

export const UNSEEN_Q_SEED = 38461275;

const FAMILIES: Family[] = [
  de.blechwerkStage,
  de.motorenwerk,
  de.sattlereiWien,
  de.galvanikCH,
  de.lackiererei,
  de.raederAT,
  de.autoelektrik70,
  de.uebertragRestaurierung,
  de.arbeitsrapportCH,
  de.schrauberFooter,
  de.getriebeStempel,
  de.stellmacherBrief,
  en.ukStageBill,
  en.usMachineShop,
  en.ukTrimmer70,
  en.usPlater,
  en.iePaintShop,
  en.usWireWheels,
  en.ukAutoElectric80,
  en.usRestoDept,
  en.ukSpecialistEmail,
  en.ieGarage90,
  en.usTimeSheet,
  en.ukExchangeUnit,
  ode.teileversand,
  ode.verwerterAT,
  ode.clubTeileCH,
  ode.teilethekeDM,
  ode.restaurierungsPolice,
  ode.transportPolizzeAT,
  ode.kurzzeitSchein,
  ode.fahrzeugausweisVeteran,
  ode.ersatzBrief,
  ode.projektKaufvertrag,
  ode.zwischenbewertung,
  ode.schaetzungCH,
  oen.ukPackingSlip,
  oen.usCatalogInvoice,
  oen.ieBreakers,
  oen.ukClubSpares,
  oen.ukLaidUpSchedule,
  oen.usPartsTransit,
  oen.usAntiqueCard,
  oen.ieVrc,
  oen.usBondedTitle,
  oen.ukPartsCarSale,
  oen.usRollingShell,
  oen.ukStageValuation,
];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenQ(rng: Random, familySeed = UNSEEN_Q_SEED): Generated[] {
  const docs = FAMILIES.map((family, place) => family(new Random(familySeed + 7919 * (place + 1))));
  return rng.some(docs, docs.length);
}
