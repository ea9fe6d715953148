/**
 * The unseen-r development set (issue 11): the paper of everyday ownership over decades, 1960–2026 —
 * cars, motorcycles, vintage tractors, commercial vehicles and caravans; village filling stations with a
 * bay, fast-fit chains, test stations with their fee and retest, towing and recovery call-outs, carbon
 * duplicate books, preprinted forms, firms in South Tyrol, Luxembourg, Liechtenstein, the Netherlands and
 * Finland, euro changeover pages printing two currencies, Swiss francs, thermal till slips, green cards and
 * renewal notices, a motorcycle's Fahrzeugschein, red 07 plates, the old blue V5, 1970s US cards and
 * titles, handwritten private sales and club experts' point-scored appraisals; German (DE/AT/CH and
 * neighbours writing German) and English (UK/IE/US and others writing English). One family (layout and
 * wording) per document in tests/generator/unseen-r/; each family draws from its own stream
 * (seed + 7919 × its place), and the files' order is drawn from the set's seed.
 */
import { Random } from './random';
import type { Generated } from './types';
import type { Family } from './unseen-r/kit';
import * as ode from './unseen-r/other-de';
import * as oen from './unseen-r/other-en';
import * as de from './unseen-r/service-de';
import * as en from './unseen-r/service-en';

export const UNSEEN_R_SEED = 52817364;

const FAMILIES: Family[] = [
  de.tankstelle66,
  de.schnelldienstDM01,
  de.pruefstelle86,
  de.abschleppdienst81,
  de.motorradDurchschrift72,
  de.landmaschinen88,
  de.caravanGas96,
  de.suedtirol12,
  de.luxemburg16,
  de.liechtenstein19,
  de.tankstelleAT81,
  de.dorfgarageCH93,
  en.villageGarage76,
  en.fastFit89,
  en.motStation94,
  en.recovery82,
  en.motorcycleBook78,
  en.irishTractor84,
  en.habitationCheck07,
  en.dutchGarage16,
  en.finnishGarage22,
  en.usServiceStation74,
  en.usMotorcycle05,
  en.irishStation01,
  ode.tankBon14,
  ode.teileBonEuro02,
  ode.tankstelleCH88,
  ode.zubehoerWien79,
  ode.grueneKarte74,
  ode.oldtimerBeitrag09,
  ode.kraftradSchein77,
  ode.roteNummer11,
  ode.briefZugmaschine62,
  ode.motorradKauf83,
  ode.traktorKaufCH15,
  ode.clubGutachten20,
  oen.ukFuelSlip19,
  oen.usGasSlip76,
  oen.irishFactors95,
  oen.bikeSpares87,
  oen.ukRenewal91,
  oen.usDeclarations79,
  oen.ukV5Blue79,
  oen.usRegCard74,
  oen.caTitle76,
  oen.ukPrivateSale85,
  oen.usPointAppraisal79,
  oen.ukClubValuation13,
];

/**
 * `familySeed`: the base of the families' own streams — the set's seed for the set; another base gives other pages of the
 * same families (the studied corpus's fresh pages, scripts/studied-corpus.ts), where the order's seed alone would give the
 * set's own pages again.
 */
export function generateUnseenR(rng: Random, familySeed = UNSEEN_R_SEED): Generated[] {
  const docs = FAMILIES.map((family, place) => family(new Random(familySeed + 7919 * (place + 1))));
  return rng.some(docs, docs.length);
}
