/**
 * gen-unseen-n (issue 11): terse paper — abbreviations and minimal layouts as busy trades and offices
 * write them (Rg.-Nr., Km-St., Einz.-Pr., Inv#, Odo, Ea., Ext., Pol#, Ded.), two-column pages, a
 * ten-column table in small print, sparse pages without labels, values in a footnote, single-letter
 * keys and job codes with a legend, totals only at the right edge, tables without ruling. German, US
 * and UK paper 1970–2026, one family per document; written without reading the reader or any other set.
 */
import type { Random } from './random';
import type { Generated } from './types';
import { deKurzgutachten, deWertTwoColumn, ukValuationSlip, usFmvAbbr, usSparseAppraisal } from './unseen-n/appraisal';
import { deCodedSchein, deTwoColumnBill, deTyped80s, ukSchedule, usCodedDec, usFootnoteCard } from './unseen-n/insurance';
import {
  deDealerSale,
  deKvTwoColumn,
  dePrivateSparse,
  deOldBrief,
  deZbTwo,
  ukDealerPx,
  usBillOfSaleAbbr,
  usTitleCells,
  usTitleFootnote,
} from './unseen-n/ownership';
import { deCounterSale, deFuelRoll, deQuittung, ukSparesTill, usGasSlip, usPartsCounter } from './unseen-n/receipt';
import { deOldSchein, deShortTerm, deZbCodes, ukV5cCodes, usCardStrip, usRenewalKey } from './unseen-n/registration';
import { deFootnote, deJobCodes, deKzColumn, deLetterGrid, deSparse, deTenColumns, deTwoColumn, deTyped70s } from './unseen-n/service-de';
import { ukFootnote, ukTwoColumn, ukWorkCompleted, usCounterRo, usLetterCodes, usRightEdge, usTenColumns, usTypedSparse } from './unseen-n/service-en';

export const UNSEEN_N_SEED = 15873049;

const FAMILIES: ((rng: Random) => Generated)[] = [
  // service: 8 German, 8 English
  deKzColumn,
  deTenColumns,
  deTwoColumn,
  deJobCodes,
  deTyped70s,
  deFootnote,
  deSparse,
  deLetterGrid,
  usCounterRo,
  ukWorkCompleted,
  usTenColumns,
  usLetterCodes,
  ukTwoColumn,
  usTypedSparse,
  ukFootnote,
  usRightEdge,
  // receipt: 3 + 3
  deFuelRoll,
  deCounterSale,
  deQuittung,
  usGasSlip,
  usPartsCounter,
  ukSparesTill,
  // insurance: 3 + 3
  deCodedSchein,
  deTwoColumnBill,
  deTyped80s,
  usCodedDec,
  ukSchedule,
  usFootnoteCard,
  // registration: 3 + 3
  deZbCodes,
  deOldSchein,
  deShortTerm,
  usCardStrip,
  ukV5cCodes,
  usRenewalKey,
  // title: 2 + 2
  deZbTwo,
  deOldBrief,
  usTitleCells,
  usTitleFootnote,
  // purchase: 3 + 2
  deKvTwoColumn,
  deDealerSale,
  dePrivateSparse,
  usBillOfSaleAbbr,
  ukDealerPx,
  // appraisal: 2 + 3
  deKurzgutachten,
  deWertTwoColumn,
  usFmvAbbr,
  ukValuationSlip,
  usSparseAppraisal,
];

/** The 48 documents, each family once, in an order drawn from the seed. */
export function generateUnseenN(rng: Random): Generated[] {
  return rng.some(FAMILIES, FAMILIES.length).map((family) => family(rng));
}
