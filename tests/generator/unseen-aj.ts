/**
 * gen-unseen-aj (issue 11): a set by a new author, written after gen-unseen-ai — LETTERS AND PROSE: paper where
 * the facts stand in sentences and paragraphs rather than in labelled fields or tables. Workshops writing to their
 * customers ("we have now completed the overhaul of your Jaguar … at 84,210 miles … our charges for labour come to …"),
 * a Werkstatt's Anschreiben with the Rechnung folded into the letter, restorers' report-and-invoice letters, dealers'
 * letters confirming a sale ("Hiermit bestätigen wir den Verkauf … zum Preis von DM 18.500,– am 3. Mai 1984"),
 * insurers' confirmation and renewal letters (the policy number in "Unser Zeichen" / "Our ref", premium and period in
 * the text), registries' covering letters, title letters from a DMV, a Zulassungsstelle and banks, appraisers' letters
 * ("In my opinion the fair market value … is $42,500"), handwritten-style private receipts ("Received from Mr … the sum
 * of …"), a club secretary's letters. Letterheads left, centred or right; address windows; DIN reference rows or
 * English reference lines; salutations, closings, signers with titles, enclosures, P.S. lines, bank and register
 * footers; 1955–2025, DE/AT/CH/DDR/UK/US/IE/AU. A STUDY author: the type model and the fits learn from it.
 * One family (layout and wording) per document, each on its own stream drawn from the given generator, so fresh seeds
 * give fresh pages; the files' order is drawn from it too. Written without reading the reader.
 */
import { Random } from './random';
import type { Generated } from './types';
import * as ap from './unseen-aj/appraisals';
import * as d from './unseen-aj/deals';
import * as pp from './unseen-aj/papers';
import * as r from './unseen-aj/receipts';
import * as rg from './unseen-aj/registrations';
import * as de from './unseen-aj/service-de';
import * as en from './unseen-aj/service-en';

export const UNSEEN_AJ_SEED = 58213947;

const FAMILIES: ((rng: Random) => Generated)[] = [
  de.autohausAnschreiben,
  de.restauratorBericht,
  de.grazerWerkstattBrief,
  de.zuercherGarageBrief,
  de.boschDienstBrief,
  de.classicPartnerBrief,
  de.motorenUeberholung,
  de.winterserviceBrief,
  de.pghReparaturBrief,
  de.sattlereiBrief,
  en.jaguarOverhaulLetter,
  en.usRestorationLetter,
  en.irishGarageLetter,
  en.aussieMechanicLetter,
  en.coachworksReportLetter,
  en.machineShopLetter,
  en.marqueSpecialistLetter,
  en.cadillacDealerLetter,
  en.mobileMechanicLetter,
  en.countryGarageLetter,
  r.privatQuittung,
  r.teilehandelBestaetigung,
  r.abschleppEmpfang,
  r.receivedFromUk,
  r.usStorageAcknowledgement,
  r.clubSparesReceipt,
  pp.versicherungsBestaetigung,
  pp.praemienSchreibenAT,
  pp.veteranenPoliceCH,
  pp.ukRenewalLetter,
  pp.usCollectorConfirmation,
  pp.irishBrokerLetter,
  rg.hKennzeichenSchreiben,
  rg.strassenverkehrsamtBrief,
  rg.ausfuhrKennzeichenBrief,
  rg.dvlaCoveringLetter,
  rg.nswHistoricRegoLetter,
  d.ersatzbriefSchreiben,
  d.bankBriefFreigabe,
  d.pennDotTitleLetter,
  d.lienReleaseLetter,
  d.verkaufsBestaetigung,
  d.kaufbestaetigungPrivatAT,
  d.ukDealerSaleLetter,
  d.usPrivateSaleLetter,
  d.auDealerSaleLetter,
  ap.kurzgutachtenBrief,
  ap.expertenBriefCH,
  ap.usAppraiserLetter,
  ap.ukClubValuationLetter,
];

export function generateUnseenAj(rng: Random): Generated[] {
  const base = rng.int(1, 2 ** 30);
  const docs = FAMILIES.map((family, k) => family(new Random(base + 7919 * (k + 1))));
  return rng.some(docs, docs.length);
}
