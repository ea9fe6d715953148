/**
 * unseen-m (issue 11): the cluttered page of a real shoebox — paper that was faxed, photocopied,
 * stamped, annotated, typed into carbon forms, sent under a covering letter or with a second slip
 * stapled on. 48 documents, 24 German and 24 English (US and UK), 1965–2026, one family (layout and
 * wording) per document; the files' order is drawn from the seed. Written without reading the reader
 * or any other set; the truth is what the main document itself says, never its clutter.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { APPRAISAL_DE, APPRAISAL_EN } from './unseen-m/appraisal';
import { INSURANCE_DE, INSURANCE_EN } from './unseen-m/insurance';
import type { Family } from './unseen-m/kit';
import { PURCHASE_DE, PURCHASE_EN } from './unseen-m/purchase';
import { RECEIPT_DE, RECEIPT_EN } from './unseen-m/receipts';
import { REGISTRATION_DE, REGISTRATION_EN } from './unseen-m/registration';
import { SERVICE_DE } from './unseen-m/service-de';
import { SERVICE_EN } from './unseen-m/service-en';
import { TITLE_DE, TITLE_EN } from './unseen-m/title';

export const UNSEEN_M_SEED = 92650318;

const FAMILIES: Family[] = [
  ...SERVICE_DE,
  ...SERVICE_EN,
  ...RECEIPT_DE,
  ...RECEIPT_EN,
  ...INSURANCE_DE,
  ...INSURANCE_EN,
  ...REGISTRATION_DE,
  ...REGISTRATION_EN,
  ...TITLE_DE,
  ...TITLE_EN,
  ...PURCHASE_DE,
  ...PURCHASE_EN,
  ...APPRAISAL_DE,
  ...APPRAISAL_EN,
];

export function generateUnseenM(rng: Random): Generated[] {
  // Each family draws its document in a fixed order (so one family's change leaves the others' alone), then the order of the files is shuffled.
  const docs = FAMILIES.map((family) => family(rng));
  return rng.some(docs, docs.length);
}
