/**
 * The tenth unseen set (gen-unseen-j, issue 11): an honest set by a new author, never opened by
 * whoever works on the reader. Its angle is one collector family's shoebox over 45 years in both
 * languages — German workshop bills from 1978 on, Zulassungsstelle and TÜV/DEKRA-style paper,
 * broker letters and Oldtimer valuations; US and UK repair orders, mail-order parts, inspection
 * stations, agreed-value insurers, DVLA and state motor-vehicle paper, auction and dealer bills of
 * sale. One layout family per document (tests/generator/unseen-j/); 24 German and 24 English.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { deAppraisals, enAppraisals } from './unseen-j/appraisals';
import { deWorkshops } from './unseen-j/de-workshops';
import { enWorkshops } from './unseen-j/en-workshops';
import { deInsurance, enInsurance } from './unseen-j/insurance';
import { dePurchases, enPurchases } from './unseen-j/purchases';
import { deReceipts, enReceipts } from './unseen-j/receipts';
import { deRegistrations, enRegistrations } from './unseen-j/registrations';
import { deTitles, enTitles } from './unseen-j/titles';

export const UNSEEN_J_SEED = 70418263;

export function generateUnseenJ(rng: Random): Generated[] {
  const families = [
    ...deWorkshops,
    ...enWorkshops,
    ...deReceipts,
    ...enReceipts,
    ...deInsurance,
    ...enInsurance,
    ...deRegistrations,
    ...enRegistrations,
    ...deTitles,
    ...enTitles,
    ...dePurchases,
    ...enPurchases,
    ...deAppraisals,
    ...enAppraisals,
  ];
  // The shoebox is not sorted: the order of the files is drawn from the seed too.
  return rng.some(families, families.length).map((family) => family(rng));
}
