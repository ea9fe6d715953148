/**
 * gen-unseen-bi (issue 11): a set by a new author, written in the twenty-fifth session — Alpine and Antipodean
 * everyday paper, 1970–2026. German half: Austria, Switzerland, Liechtenstein and South Tyrol — Markenwerkstätten and
 * Dorfgaragen (Pickerl/§ 57a, MFK), öS, CHF, Lire and EUR, filling-station and parts-counter slips, Polizzen and
 * Policen, Zulassungsschein, Fahrzeugausweis, Typenschein, the PRA's Eigentumsbescheinigung, club-form and dealer
 * Kaufverträge, Schätzgutachten. English half: Australia, New Zealand and Canada — workshops' tax invoices with GST,
 * HST or PST, safety-certificate and WOF fees, fuel dockets and parts receipts, club-permit and agreed-value policies,
 * registration certificates and renewal notices, Ontario's ownership permits, private sales and dealer agreements,
 * club and certified valuations. A STUDY author: written without reading the reader or any other set's families or
 * documents. One family (layout and wording) per document, each on its own stream drawn from the given generator, so
 * fresh seeds give fresh pages; the files' order is drawn from it too.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dde from './unseen-bi/dealings-de';
import * as den from './unseen-bi/dealings-en';
import * as rpde from './unseen-bi/receipts-policies-de';
import * as rpen from './unseen-bi/receipts-policies-en';
import * as rgde from './unseen-bi/registry-de';
import * as rgen from './unseen-bi/registry-en';
import * as at from './unseen-bi/service-at';
import * as au from './unseen-bi/service-au';
import * as ch from './unseen-bi/service-ch-li-st';
import * as nzca from './unseen-bi/service-nz-ca';

export const UNSEEN_BI_SEED = 48261537;

const FAMILIES: ((rng: Random) => Generated)[] = [
  at.atMarkenwerkstatt,
  at.atPickerlDorfgarage,
  at.tirolDurchschlag,
  at.atRestaurierung,
  ch.chMarkengarage,
  ch.chMfkDorfgarage,
  ch.chGarageSiebziger,
  ch.liGarageSchaan,
  ch.stWerkstattLire,
  ch.stWerkstattEuro,
  au.auMelbourneTaxInvoice,
  au.auQldSafetyCertificate,
  au.auSydneyDocket,
  au.auPerthDealer,
  au.auTasRestorerClaim,
  nzca.nzWofTaxInvoice,
  nzca.nzChristchurchJobCard,
  nzca.caOntarioHst,
  nzca.caBcGstPst,
  nzca.caOntarioSeventies,
  rpde.atTankstellenBon,
  rpde.chErsatzteilQuittung,
  rpde.stKassenbeleg,
  rpde.atOldtimerPolizze,
  rpde.chVeteranenPolice,
  rpde.stRcAutoPolizze,
  rgde.atZulassungsschein,
  rgde.chFahrzeugausweis,
  rgde.liFahrzeugausweis,
  rgde.atTypenschein,
  rgde.stEigentumsbescheinigung,
  dde.atClubKaufvertrag,
  dde.chOccasionKaufvertrag,
  dde.atSchaetzgutachten,
  dde.chVeteranenBewertung,
  rpen.auServoDocket,
  rpen.nzWofFeeReceipt,
  rpen.caPartsCounter,
  rpen.auAgreedValueSchedule,
  rpen.nzClassicPolicy,
  rpen.caCollectorDeclarations,
  rgen.auNswRegistration,
  rgen.nzLicenceRenewal,
  rgen.caOntarioPermit,
  rgen.caOntarioOwnership,
  den.auPrivateSaleReceipt,
  den.nzDealerAgreement,
  den.caBillOfSale,
  den.auClubValuation,
  den.caCertifiedAppraisal,
];

export function generateUnseenBi(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
