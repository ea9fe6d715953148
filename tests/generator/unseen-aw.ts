/**
 * gen-unseen-aw (issue 11): a set by a new author, written in the twenty-fourth session — money in more than one way.
 * Everyday paper of all seven kinds where several sums compete on the page: DM and euro side by side (1999–2002),
 * schilling and euro, Irish pounds and euro, guilders and euro; deposits paid and balances due, trade-in allowances,
 * discounts and surcharges, a credit note set off, interim payments, the maker's goodwill share against the customer's,
 * warranty lines at no charge beside paid work, a service contract's deductible, core charges and credits, instalments
 * against the yearly premium, insurance tax and fees, Austria's engine tax collected with the premium, valuations that
 * print market, replacement, agreed and restoration figures, till receipts with cash given and change; Germany, Austria,
 * Ireland, the Netherlands, the UK and the US, 1975–2026. Each family's header states the rule its truth follows.
 * A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader or any other set's
 * families or documents.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as dl from './unseen-aw/dealings';
import * as ins from './unseen-aw/insurance';
import * as rc from './unseen-aw/receipts';
import * as rg from './unseen-aw/registrations';
import * as de from './unseen-aw/service-de';
import * as en from './unseen-aw/service-en';

export const UNSEEN_AW_SEED = 94027351;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.opelDmEuro,
  de.mercedesEuroDm,
  de.vwKulanz,
  de.garantieUndKunde,
  de.meisterAnzahlung,
  de.schillingEuro,
  de.rabattZuschlag,
  de.boschSkonto,
  de.porscheGutschrift,
  de.restaurierungSchluss,
  en.ukDealerWarranty,
  en.usServiceContract,
  en.irishPunts,
  en.irishEuro2002,
  en.dutchGuilders,
  en.usCouponShop,
  en.ukOnAccount,
  en.usCoreCharge,
  en.ukMotDiscount,
  en.usPolicyAssist,
  rc.tankstelleDm,
  rc.teileBonUmstellung,
  rc.waschstrasseAts,
  rc.ukForecourt,
  rc.usPartsCounter,
  rc.irishChangeover,
  ins.kfzBeitragDm,
  ins.oldtimerRaten,
  ins.atPraemie,
  ins.ukClassicSchedule,
  ins.usDeclarations,
  ins.irishRenewal,
  rg.kurzzeitDm,
  rg.ausfuhrKennzeichen,
  rg.zulassungsscheinAt,
  rg.usRegistrationFees,
  rg.irishTaxDisc,
  rg.fahrzeugbriefGebuehr,
  rg.zb2Gebuehrenbescheid,
  rg.usTitleMoney,
  rg.usTitleReassign,
  dl.privatKaufDm,
  dl.haendlerInzahlung,
  dl.usBuyersOrder,
  dl.ukPrivateReceipt,
  dl.auctionInvoice,
  dl.wertgutachten,
  dl.kurzgutachtenDm,
  dl.usAgreedValueAppraisal,
  dl.irishValuationLetter,
];

export function generateUnseenAw(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
