import { codedRegistration, insuranceTable, twoPartyContract } from './forms';
import { tableInvoice } from './invoice-table';
import { appraisal, insurance, purchase, receipt, registration } from './other-documents';
import { Random } from './random';
import { serviceInvoice } from './service-invoice';
import { roleTableSale, unlabelledBill, unlabelledCard, unlabelledCoverNote } from './unlabelled-forms';
import type { Generated } from './types';
import { wildBill, wildReceipt } from './wild-bills';
import { WILD_FORMS_FIRST, wildForms } from './wild-forms';
import type { Variant } from './variant';
import type { Lang } from './vocabulary';

/**
 * The two sets: `dev` to work with, `heldout` to judge with. The held-out set uses other layout
 * families (other letterheads, labels above/below/right of their values, boxed totals, typed
 * tables, side-by-side contracts, ZB I and V5C forms) and another seed, so its figures say how
 * the reading does on layouts it was never tuned on.
 */
export type SetName = 'dev' | 'heldout';

type Family = { weight: number; make: (rng: Random, lang: Lang) => Generated };

/**
 * Dealer-system invoices with item tables, insurance renewals with coverage tables, two-party
 * contracts and coded registration forms: the same families in both sets, but each set draws
 * its label wording from its own half and its own layout options, so held-out labels are unseen.
 */
function secondFamilies(variant: Variant): Family[] {
  const heldout = variant === 'b';
  return [
    {
      weight: 12,
      make: (rng, lang) =>
        tableInvoice(rng, lang, {
          variant,
          letterhead: heldout ? 'right' : 'left',
          subtotals: rng.chance(heldout ? 0.4 : 0.6),
          boxedTotal: heldout ? rng.chance(0.7) : rng.chance(0.3),
        }),
    },
    { weight: 6, make: (rng, lang) => insuranceTable(rng, lang, variant) },
    { weight: 6, make: (rng, lang) => twoPartyContract(rng, lang, { variant, sellerRight: heldout ? rng.chance(0.6) : rng.chance(0.3) }) },
    { weight: 6, make: (rng, lang) => codedRegistration(rng, (['zb1', 'v5c', 'us-table'] as const)[lang === 'de' ? 0 : rng.int(1, 2)], variant) },
  ];
}

/**
 * Paper whose key labels no list holds (unlabelled-forms.ts): fields found by layout, arithmetic
 * and the shape of values. Their own seed again, so that every earlier document stays as it was.
 */
function thirdFamilies(variant: Variant): Family[] {
  return [
    { weight: 2, make: (rng, lang) => unlabelledBill(rng, lang, variant) },
    { weight: 2, make: (rng, lang) => unlabelledCoverNote(rng, lang, variant) },
    { weight: 2, make: (rng, lang) => roleTableSale(rng, lang, variant) },
    { weight: 2, make: (rng) => unlabelledCard(rng, variant) },
  ];
}

/**
 * Bills and till receipts that randomise every layout choice a document at a time (wild-bills.ts):
 * their own seed, so every earlier document stays as it was.
 */
function fourthFamilies(variant: Variant): Family[] {
  return [
    { weight: 14, make: (rng, lang) => wildBill(rng, lang, variant) },
    { weight: 4, make: (rng, lang) => wildReceipt(rng, lang, variant) },
  ];
}

const FAMILIES: Record<SetName, Family[]> = {
  dev: [
    {
      weight: 12,
      make: (rng, lang) =>
        serviceInvoice(rng, lang, {
          header: rng.pick(['center', 'tagline'] as const),
          labels: rng.pick(['colon', 'column'] as const),
          grid: false,
          items: rng.pick(['sections', 'two-tables'] as const),
          totals: 'rows',
          distractors: rng.chance(0.5),
          dueNotes: true,
        }),
    },
    { weight: 5, make: (rng, lang) => insurance(rng, lang, { labels: 'colon', breakdown: false, grid: false }) },
    { weight: 5, make: (rng, lang) => purchase(rng, lang, { sideBySide: false, labels: rng.pick(['colon', 'column'] as const) }) },
    { weight: 5, make: (rng, lang) => appraisal(rng, lang, { labels: 'colon', boxedValue: false }) },
    { weight: 4, make: (rng) => registration(rng, rng.pick(['us-card', 'de-form'] as const)) },
    { weight: 5, make: (rng, lang) => receipt(rng, lang, { boxedTotal: false }) },
  ],
  heldout: [
    {
      weight: 12,
      make: (rng, lang) =>
        serviceInvoice(rng, lang, {
          header: rng.pick(['right-block', 'logo'] as const),
          labels: rng.pick(['above', 'below', 'right'] as const),
          grid: rng.chance(0.5),
          items: rng.pick(['typed-table', 'sections', 'two-tables'] as const),
          totals: 'boxed',
          distractors: true,
        }),
    },
    { weight: 5, make: (rng, lang) => insurance(rng, lang, { labels: rng.pick(['right', 'above'] as const), breakdown: true, grid: rng.chance(0.5) }) },
    { weight: 5, make: (rng, lang) => purchase(rng, lang, { sideBySide: true, labels: 'right' }) },
    { weight: 5, make: (rng, lang) => appraisal(rng, lang, { labels: rng.pick(['above', 'right'] as const), boxedValue: true }) },
    { weight: 4, make: (rng) => registration(rng, rng.pick(['zb1', 'v5c'] as const)) },
    { weight: 5, make: (rng, lang) => receipt(rng, lang, { boxedTotal: true }) },
  ],
};

export const SEEDS: Record<SetName, number> = { dev: 20240611, heldout: 91730417 };

/** Every document of a set, in a fixed order: each family's weight in documents, languages alternating. */
export function generateSet(set: SetName, rng: Random): Generated[] {
  const out: Generated[] = [];
  const make = (families: Family[], r: Random) => {
    for (const family of families) {
      for (let i = 0; i < family.weight; i++) out.push(family.make(r, i % 2 === 0 ? 'en' : 'de'));
    }
  };
  make(FAMILIES[set], rng);
  // The second families draw from their own seed: the first families' documents (and their scans) stay as they were.
  make(secondFamilies(set === 'dev' ? 'a' : 'b'), new Random(SEEDS[set] + 1));
  make(thirdFamilies(set === 'dev' ? 'a' : 'b'), new Random(SEEDS[set] + 2));
  make(fourthFamilies(set === 'dev' ? 'a' : 'b'), new Random(SEEDS[set] + 3));
  return out;
}

/**
 * Documents numbered apart from the set's running order: the fourth families (wild-forms.ts, own
 * seed) from gen_120 on, so that families added after gen_074 by others keep their numbers.
 */
export function numberedFamilies(set: SetName): { first: number; docs: Generated[] } {
  return { first: WILD_FORMS_FIRST, docs: wildForms(new Random(SEEDS[set] + 3), set === 'dev' ? 'a' : 'b') };
}
