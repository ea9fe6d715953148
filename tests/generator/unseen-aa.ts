/**
 * gen-unseen-aa (issue 11): a fresh set by a new author — marque specialists, concours restorers and race preparers,
 * and the paper around their cars in Switzerland, Austria, Germany (a GDR cooperative among them), the Netherlands,
 * Sweden, Denmark, Britain and the US South, 1962–2025: carbon-copy repair orders and dot-matrix bills, a long
 * restoration stage bill in small type, bills on an accepted estimate, a core credit, handwritten-style village bills,
 * till slips, policies with stamp duty and insurance taxes, registrations, titles, sales with the parties side by side,
 * valuations. One family (layout and wording) per document, each on its own stream (seed + 6007 × its place); the
 * files' order is drawn from the seed. Written without reading the reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as pd from './unseen-aa/papers-de';
import * as pe from './unseen-aa/papers-en';
import * as de from './unseen-aa/service-de';
import * as en from './unseen-aa/service-en';

export const UNSEEN_AA_SEED = 47158236;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.zuerichJaguar,
  de.wienGelaende,
  de.stuttgartNadel,
  de.landshutConcours,
  de.tirolDorf,
  de.hamburgKva,
  de.muenchenNullzwei,
  de.bernBergrennen,
  de.zwickauPgh,
  en.atlantaRepairOrder,
  en.houstonRacePrep,
  en.haarlemCitroen,
  en.goteborgVolvo,
  en.cotswoldsConcours,
  en.koebenhavnPorsche,
  en.mississippiGarage,
  en.nashvilleEstimate,
  en.midlandsAston,
  pd.schwarzseeQuittung,
  pd.welsTeileBon,
  pd.luzernPolice,
  pd.grazVersicherung,
  pd.kielAllgefahren,
  pd.zb1Historic,
  pd.zugFahrzeugausweis,
  pd.tirolZulassungsschein,
  pd.fahrzeugbrief70,
  pd.zb2Concours,
  pd.kaufvertragPrivat,
  pd.bielOccasion,
  pd.salzburgHaendler,
  pd.wertgutachtenFranken,
  pd.stgallenBewertung,
  pd.linzSchaetzung,
  pe.chattanoogaParts,
  pe.clubSparesReceipt,
  pe.zandvoortFuel,
  pe.georgiaDeclarations,
  pe.concoursCertificate,
  pe.utrechtClassicPolicy,
  pe.v5Eighties,
  pe.tennesseeRegistration,
  pe.alabamaTitle,
  pe.louisianaTitle,
  pe.georgiaBillOfSale,
  pe.londonDealerSale,
  pe.dutchPrivateSale,
  pe.floridaAppraisal,
  pe.clubValuationCertificate,
  pe.uppsalaValuation,
];

export function generateUnseenAa(rng: Random): Generated[] {
  const docs = FAMILIES.map((family, k) => family(new Random(UNSEEN_AA_SEED + 6007 * (k + 1))));
  return rng.some(docs, docs.length);
}
