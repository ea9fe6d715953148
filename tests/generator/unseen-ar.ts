/**
 * gen-unseen-ar (issue 11): a set by a new author, written in the twenty-fourth session — one car's life file, four
 * times over: the paper of a 1967 Mercedes-Benz 280 SL, a 1973 Porsche 911 T, a 1964 Jaguar E-Type and a 1970 Ford
 * Mustang Mach 1 as they passed through owners in Germany, Switzerland, Britain and the United States, 1967–2025:
 * the first dealers' bills, decades of service at main dealers, specialists, independents, a Bosch-Dienst, a tire
 * store and a restorer; petrol, parts-counter, inspection-fee, tow and storage receipts; policies, schedules,
 * declarations and renewals; short-term plates, the Swiss Fahrzeugausweis, the Zulassungsbescheinigung, the V5C and
 * a California card; Fahrzeugbrief, ZB II, Texas and California titles; private and dealer sales; appraisals. Each
 * family keeps its car's chassis number, plates of the place and period and a mileage that rises with the years.
 * A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as d from './unseen-ar/dealings';
import * as ins from './unseen-ar/insurance';
import * as pp from './unseen-ar/papers';
import * as r from './unseen-ar/receipts';
import * as de from './unseen-ar/service-de';
import * as en from './unseen-ar/service-en';

export const UNSEEN_AR_SEED = 29173645;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.dbNiederlassung,
  de.porscheHaendlerFrankfurt,
  de.garageWinterthur,
  de.slKlassikAmmersee,
  de.elferGarageThun,
  de.restaurierungSpandau,
  de.usCarPorz,
  de.meisterbetriebEsslingen,
  de.boschDienstOffenbach,
  de.fordAutohausKoeln,
  en.jaguarMainDealer,
  en.eTypeSpecialistKent,
  en.fordDealerRepairOrder,
  en.independentTulsa,
  en.porscheSpecialistBayArea,
  en.britishMotorcarsConnecticut,
  en.pagodaSpecialistSurrey,
  en.mercedesRetailerGuildford,
  en.tireBrakeStore,
  en.foreignCarSantaMonica,
  r.aralTankquittung,
  r.teileBarverkaufZuerich,
  r.huGebuehrKoeln,
  r.sparesCounterSlip,
  r.towReceiptTexas,
  r.storageReceipt,
  ins.kraftfahrtVersicherungsschein,
  ins.veteranenPoliceSchweiz,
  ins.oldtimerBeitragsrechnung,
  ins.agreedValueSchedule,
  ins.texasDeclarations,
  ins.collectorPolicyConnecticut,
  pp.kurzzeitFahrzeugschein,
  pp.fahrzeugausweisZuerich,
  pp.zulassungTeil1,
  pp.v5cCertificate,
  pp.californiaRegistrationCard,
  pp.fahrzeugbrief1973,
  pp.zulassungTeil2,
  pp.texasCertificateOfTitle,
  pp.californiaPinkSlip,
  d.daimlerVerkaufsrechnung,
  d.privatKaufvertrag,
  d.ukSaleAgreement,
  d.californiaDealerBillOfSale,
  d.fordBuyersOrder1970,
  d.wertgutachtenSL,
  d.schaetzungsberichtBern,
  d.clubValuationLetter,
  d.certifiedAppraisalTexas,
];

export function generateUnseenAr(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
