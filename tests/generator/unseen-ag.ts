/**
 * gen-unseen-ag (issue 11): a set by a new author, written in the twenty-second session — paper from abroad and across
 * borders, 1972–2024, written in German or English by firms whose own language is another: Danish, Swedish, Norwegian,
 * Finnish, Dutch, Belgian, Luxembourg, Romand and Ticino, Italian, Spanish, Portuguese, Czech, Polish, Hungarian,
 * Slovenian and Greek garages, restorers, parts counters, fuel stations, insurers, registries, dealers and valuers;
 * bilingual labels (beside or stacked), the countries' number and date styles, currencies as codes or local signs
 * (DKK, kr., SEK, NOK, mk, CHF, Lit., Ptas., Esc., FB, Kč, zł, Ft, €), moms, BTW, TVA, IVA, DPH, ÁFA, DDV, ΦΠΑ, ALV, MVA,
 * PTU; foreign registration papers and titles with German or English captions; export paper. A STUDY author: the type
 * model and the fits learn from it. One family (layout and wording) per document, each on its own stream drawn from the
 * given generator, so fresh seeds give fresh pages; the files' order is drawn from it too. Written without reading the
 * reader or any other set's families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-ag/dealings';
import * as pp from './unseen-ag/papers';
import * as de from './unseen-ag/service-de';
import * as en from './unseen-ag/service-en';
import * as sc from './unseen-ag/slips-cover';

export const UNSEEN_AG_SEED = 38516274;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.dkFaktura,
  de.nlGrensgarage,
  de.romandGarage,
  de.veronaOfficina,
  de.chebAutoservis,
  de.szczecinWarsztat,
  de.sopronSzerviz,
  de.mariborRestavracija,
  de.malmoVeteran,
  de.mallorcaTaller,
  en.leidenRestauratie,
  en.liegeGarage,
  en.algarveOficina,
  en.corfuGarage,
  en.modenaRestauro,
  en.bergenVerksted,
  en.helsinkiKorjaamo,
  en.luganoOfficina,
  en.pragueRestorer,
  en.luxembourgGarage,
  sc.odenseKvittering,
  sc.genevePieces,
  sc.paragonStacja,
  sc.utrechtKassabon,
  sc.ricambiScontrino,
  sc.kvittoTraff,
  sc.nlPolisblad,
  sc.romandPolice,
  sc.dkForsikring,
  sc.esPoliza,
  sc.seForsakringsbrev,
  sc.ptApolice,
  pp.dkRegistreringsattest,
  pp.nlKentekenbewijs,
  pp.itLibretto,
  pp.seRegistreringsbevis,
  pp.esPermiso,
  pp.czTechnickyPrukaz,
  pp.itCertificatoProprieta,
  pp.huTorzskonyv,
  pp.ptTituloRegisto,
  d.dkSlutseddel,
  d.romandVente,
  d.beExportInvoice,
  d.itAttoVendita,
  d.noKjopekontrakt,
  d.romandExpertise,
  d.czZnaleckyPosudek,
  d.nlTaxatierapport,
  d.dkVurdering,
];

export function generateUnseenAg(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
