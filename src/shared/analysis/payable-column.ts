import { findAmounts } from './amounts';
import { CELL_GAP, lineCells, type Row } from './layout';
import type { DocText } from './text-values';

/**
 * A bill's sums in two currencies side by side, as paper printed them around the euro's changeover ("IR£   €" over
 * "Labour   59.50   75.55"): one column is what the customer pays, the other is shown for information at the fixed
 * rate. The page says which ("Amount payable in Irish pounds. Euro shown for information", "Euro-Beträge nachrichtlich");
 * the readers then see the payable column alone. Without such words nothing changes.
 */
const CURRENCIES: { key: string; mark: RegExp; words: string }[] = [
  { key: 'IEP', mark: /^(?:ir£|i£|irl?\.?\s?£)$/i, words: String.raw`ir£|irish\s+pounds?|punts?` },
  { key: 'EUR', mark: /^(?:€|eur|euro)$/i, words: String.raw`€|eur|euros?` },
  { key: 'DEM', mark: /^(?:dm|d-?mark)$/i, words: String.raw`dm|d-?mark|deutsche\s+mark` },
  { key: 'ATS', mark: /^(?:s|ös|öS|ats)$/i, words: String.raw`ös|ats|schillings?` },
  { key: 'GBP', mark: /^(?:£|gbp)$/i, words: String.raw`£|gbp|pounds?\s+sterling|sterling` },
  { key: 'CHF', mark: /^(?:sfr\.?|chf)$/i, words: String.raw`sfr\.?|chf|franken|swiss\s+francs?` },
  { key: 'NLG', mark: /^(?:hfl\.?|nlg|ƒ)$/i, words: String.raw`hfl\.?|nlg|gulden|guilders?` },
  { key: 'FRF', mark: /^(?:ff|frf|luf|flux)$/i, words: String.raw`ff|frf|francs?|luf|flux` },
];

const currencyOf = (cell: string) => CURRENCIES.find((c) => c.mark.test(cell.trim())) ?? null;

const PAYABLE = String.raw`(?:payable|to\s+pay|amount\s+due|zahlbar|zu\s+zahlen|zahlbetrag|pagabile)`;
const FOR_INFORMATION = String.raw`(?:for\s+information|nachrichtlich|zur\s+information|informativ|for\s+reference|only\s+for\s+comparison)`;

/** Which of two currencies the page names as payable, or the other of the one it shows for information; null when it does not say. */
export function payableOf(text: string, a: (typeof CURRENCIES)[number], b: (typeof CURRENCIES)[number]): 0 | 1 | null {
  const payable = (c: (typeof CURRENCIES)[number]) => new RegExp(String.raw`${PAYABLE}\s*:?\s+(?:in\s+)?(?:the\s+)?(?:${c.words})(?![\p{L}])`, 'iu').test(text);
  const informative = (c: (typeof CURRENCIES)[number]) =>
    new RegExp(
      String.raw`(?<![\p{L}])(?:${c.words})(?:[-\s]?beträge|\s+(?:amounts?|figures?|column))?\s+(?:(?:are\s+|is\s+)?(?:shown|given|printed|stated|angegeben)\s+)?${FOR_INFORMATION}|${FOR_INFORMATION}\s*:?\s+(?:in\s+)?(?:${c.words})(?![\p{L}])`,
      'iu',
    ).test(text);
  const first = payable(a) || informative(b);
  const second = payable(b) || informative(a);
  return first === second ? null : first ? 0 : 1;
}

/** The page with a band of two currency columns cut to the payable one; the page itself when there is none or it does not say. */
export function payableColumnOnly(doc: DocText): DocText {
  for (const [h, line] of doc.lines.entries()) {
    const heads = lineCells(line);
    if (heads.length < 2 || heads.length > 3) continue;
    const [a, b] = [currencyOf(heads.at(-2)!), currencyOf(heads.at(-1)!)];
    if (!a || !b || a.key === b.key || (heads.length === 3 && /\d/.test(heads[0]))) continue;
    // The band: the rows under the heading that end in two sums, the sums under the items after a blank line too.
    const band: number[] = [];
    for (let i = h + 1; i < doc.lines.length; i++) {
      if (!doc.lines[i].trim()) continue;
      const cells = lineCells(doc.lines[i]);
      const money = cells.slice(-2).map((c) => findAmounts(c).filter((m) => m.isMoneyLike));
      if (cells.length < 3 || money.some((m) => m.length !== 1)) break;
      band.push(i);
    }
    if (band.length < 2) continue;
    const keep = payableOf(doc.text, a, b);
    if (keep === null) return doc;
    const drop = keep === 0 ? -1 : -2;
    const lines = [...doc.lines];
    const rows = doc.rows ? [...doc.rows] : undefined;
    for (const i of [h, ...band]) {
      const cells = lineCells(lines[i]);
      cells.splice(cells.length + drop, 1);
      lines[i] = cells.join(CELL_GAP);
      const row = rows?.[i];
      if (rows && row && row.cells.length >= 2) rows[i] = withoutCell(row, row.cells.length + drop);
    }
    return { ...doc, lines, rows, text: lines.join('\n') };
  }
  return doc;
}

/** A row without one of its cells, its text and the cells' starts made anew. */
function withoutCell(row: Row, k: number): Row {
  const kept = row.cells.filter((_, j) => j !== k);
  let start = 0;
  const cells = kept.map((c) => {
    const cell = { ...c, start };
    start += c.text.length + CELL_GAP.length;
    return cell;
  });
  return { ...row, cells, text: cells.map((c) => c.text).join(CELL_GAP) };
}
