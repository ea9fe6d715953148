import type { Random } from './random';
import type { Generated } from './types';
import { deBeitragsrechnung, deVersicherungsschein, ukRenewal, usDeclarations } from './unseen-b/insurance';
import { privateSale, ukDealerSale, ukV5c, usRegistrationCard, usTitle, valuation, zbTeil1 } from './unseen-b/papers';
import { fuelTillReceipt, mailOrderInvoice, partsCounterReceipt } from './unseen-b/receipts';
import {
  deAutohausRechnung,
  deKarosserieRechnung,
  deKleinbetriebHandschrift,
  deSpezialistIso,
  restorationInvoice,
  ukDealerService,
  ukGarageBillPad,
  usBodyShopFinalBill,
  usDealerRepairOrder,
  usIndependentForm,
} from './unseen-b/service';

/**
 * The second unseen set (issue 11): written without reading the reader, after the first unseen
 * set had been looked at while fixing. Thirty documents as different firms and offices print
 * them — dealer, one-man garage, body shop, restoration and specialist invoices, mail-order and
 * till receipts, US/UK/German insurance papers, ZB I, V5C, US cards and a title, private and
 * dealer sales, valuations — in English (US and UK) and German, with their own wording, letterheads,
 * label placements, number and date spellings, and the distractors real paper carries. It judges;
 * it never teaches: never add its wording to the reader, never tune to its files.
 */
export const UNSEEN_B_SEED = 80613527;

export function generateUnseenB(rng: Random): Generated[] {
  const makers: ((rng: Random) => Generated)[] = [
    usDealerRepairOrder,
    deAutohausRechnung,
    ukGarageBillPad,
    deKleinbetriebHandschrift,
    usBodyShopFinalBill,
    deKarosserieRechnung,
    (r) => restorationInvoice(r, 'en'),
    (r) => restorationInvoice(r, 'de'),
    ukDealerService,
    usIndependentForm,
    deSpezialistIso,
    (r) => mailOrderInvoice(r, 'en'),
    (r) => mailOrderInvoice(r, 'de'),
    fuelTillReceipt,
    partsCounterReceipt,
    usDeclarations,
    ukRenewal,
    deVersicherungsschein,
    deBeitragsrechnung,
    zbTeil1,
    ukV5c,
    (r) => usRegistrationCard(r, 'strip'),
    (r) => usRegistrationCard(r, 'list'),
    usTitle,
    (r) => privateSale(r, 'en'),
    (r) => privateSale(r, 'de'),
    ukDealerSale,
    (r) => valuation(r, 'us'),
    (r) => valuation(r, 'de'),
    (r) => valuation(r, 'uk'),
  ];
  return makers.map((make) => make(rng));
}
