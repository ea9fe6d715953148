/**
 * unseen-l: 48 documents (24 English, 24 German) after paper from Australia, New Zealand, Canada and
 * South Africa and from Dutch, Belgian, Scandinavian, Italian and French specialists who write in
 * English or German with their own conventions (1.234,56 in English text, € 1.250,-, 12-03-2019,
 * 12.III.2019, kroner, lire, guilders, Belgian francs; GST/HST/BTW/moms/IVA). One family per document,
 * 1976–2026; the files' order is drawn from the seed. Written without reading the reader or the other sets.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { APPRAISALS } from './unseen-l/appraisals';
import { INSURANCE } from './unseen-l/insurance';
import { PURCHASES } from './unseen-l/purchases';
import { RECEIPTS } from './unseen-l/receipts';
import { REGISTRATIONS } from './unseen-l/registrations';
import { SERVICE_DE } from './unseen-l/service-de';
import { SERVICE_EN } from './unseen-l/service-en';
import { TITLES } from './unseen-l/titles';

export const UNSEEN_L_SEED = 38164027;

export function generateUnseenL(rng: Random): Generated[] {
  const families = [...SERVICE_EN, ...SERVICE_DE, ...RECEIPTS, ...INSURANCE, ...REGISTRATIONS, ...TITLES, ...PURCHASES, ...APPRAISALS];
  const docs = families.map((family) => family(rng));
  return rng.some(docs, docs.length);
}
