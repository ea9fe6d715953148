/**
 * unseen-i: 48 documents by a new author (issue 11), written without reading the reader or the other
 * sets — paper of small operators and public offices in the USA and Germany (and some British and
 * Swiss paper), 1960–2026: pre-printed forms typed into, tick boxes, stamps, DM and Pf columns,
 * amounts in words, several totals on a page, DMV cards and titles, Fahrzeugschein and ZB I/II,
 * private-sale forms, Beitragsrechnungen with instalments, appraisals by experts and clubs.
 * One layout family per document; the families are in tests/generator/unseen-i/.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { APPRAISALS_DE, APPRAISALS_EN } from './unseen-i/appraisals';
import { DE_WORKSHOPS } from './unseen-i/de-workshops';
import { EN_WORKSHOPS } from './unseen-i/en-workshops';
import { INSURANCE_DE, INSURANCE_EN } from './unseen-i/insurance';
import { PURCHASES_DE, PURCHASES_EN } from './unseen-i/purchases';
import { RECEIPTS_DE, RECEIPTS_EN } from './unseen-i/receipts';
import { REGISTRATIONS_DE, REGISTRATIONS_EN } from './unseen-i/registrations';
import { TITLES_DE, TITLES_EN } from './unseen-i/titles';
import { resetPeople } from './unseen-i/kit';

export const UNSEEN_I_SEED = 63950217;

type Family = (rng: Random) => Generated;

/** German and English families of one kind, alternating, so that neighbouring files differ in language. */
const zip = (de: Family[], en: Family[]): Family[] => {
  const out: Family[] = [];
  for (let i = 0; i < Math.max(de.length, en.length); i++) {
    if (de[i]) out.push(de[i]);
    if (en[i]) out.push(en[i]);
  }
  return out;
};

export const UNSEEN_I_FAMILIES: Family[] = [
  ...zip(DE_WORKSHOPS, EN_WORKSHOPS),
  ...zip(RECEIPTS_DE, RECEIPTS_EN),
  ...zip(INSURANCE_DE, INSURANCE_EN),
  ...zip(REGISTRATIONS_DE, REGISTRATIONS_EN),
  ...zip(TITLES_DE, TITLES_EN),
  ...zip(PURCHASES_DE, PURCHASES_EN),
  ...zip(APPRAISALS_DE, APPRAISALS_EN),
];

export function generateUnseenI(rng: Random): Generated[] {
  resetPeople();
  return UNSEEN_I_FAMILIES.map((family) => family(rng));
}
