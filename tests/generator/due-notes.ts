import type { PageBuilder } from './page';
import { Random } from './random';
import { formatDate, formatNumber, type Lang, type Locale } from './vocabulary';

/**
 * What a workshop prints for later at the foot of an invoice: the inspection it passed (HU/AU,
 * MOT, a US state inspection) and until when, a warranty's end, the next service's date, the
 * service interval — each in the wordings real invoices use, in English and German. Month-year
 * validities ("05/2026") mean the end of that month.
 */
export interface DueTruth {
  inspectionValidUntil?: string;
  warrantyUntil?: string;
  nextServiceDate?: string;
  serviceIntervalMonths?: number;
  serviceIntervalDistance?: number;
}

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
function lastDay(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return `${iso.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * A stream of its own, seeded from what the invoice already drew: the documents generated before
 * these notes existed stay byte for byte the same, so earlier figures remain comparable.
 */
export const dueRandom = (seed: string) => new Random([...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));

/** Prints 1–3 notes at b.y (from x = 50) and returns what they state. */
export function dueNotes(b: PageBuilder, rng: Random, lang: Lang, locale: Locale, invoiceDate: string, unit: 'km' | 'mi'): DueTruth {
  const truth: DueTruth = {};
  const lines: string[] = [];
  const date = (iso: string) => formatDate(iso, locale, rng);
  const monthYear = (iso: string) => {
    const [y, m] = iso.split('-').map(Number);
    if (lang === 'de') return rng.pick([`${String(m).padStart(2, '0')}/${y}`, `${String(m).padStart(2, '0')}.${y}`, `${MONTHS_DE[m - 1]} ${y}`]);
    return rng.pick([`${String(m).padStart(2, '0')}/${y}`, `${MONTHS_EN[m - 1]} ${y}`]);
  };
  const miles = unit === 'mi' ? 'miles' : 'km';

  if (rng.chance(0.45)) {
    const until = lastDay(addMonths(invoiceDate, rng.pick([12, 24])));
    truth.inspectionValidUntil = until;
    if (lang === 'de') {
      const text = monthYear(until);
      lines.push(rng.pick([`HU/AU durchgeführt, nächste HU ${text}`, `HU gültig bis: ${text}`, `Nächste HU: ${text}`, `TÜV bis ${text}`]));
    } else if (locale === 'uk') {
      // A MOT runs to a day; the certificate prints it in full.
      const day = addMonths(invoiceDate, 12);
      truth.inspectionValidUntil = day;
      lines.push(rng.pick([`MOT valid until ${date(day)}`, `MOT expiry date: ${date(day)}`, `Next MOT due by ${date(day)}`]));
    } else {
      lines.push(rng.pick([`State inspection valid until ${monthYear(until)}`, `Inspection sticker expires ${monthYear(until)}`]));
    }
  }
  if (rng.chance(0.35)) {
    const until = addMonths(invoiceDate, rng.pick([6, 12, 24]));
    truth.warrantyUntil = until;
    lines.push(
      lang === 'de'
        ? rng.pick([`Garantie auf Teile bis ${date(until)}`, `Gewährleistung bis ${date(until)}`, `Garantie bis: ${date(until)}`])
        : rng.pick([`Parts warranty until ${date(until)}`, `Warranty expires ${date(until)}`, `Workmanship guarantee until ${date(until)}`]),
    );
  }
  if (rng.chance(0.45)) {
    const months = rng.pick([12, 12, 24]);
    const distance = unit === 'mi' ? rng.pick([3000, 5000, 6000, 10000]) : rng.pick([5000, 10000, 15000, 20000, 30000]);
    truth.serviceIntervalMonths = months;
    truth.serviceIntervalDistance = distance;
    const d = formatNumber(distance, locale, 0);
    lines.push(
      lang === 'de'
        ? rng.pick([
            `Wartungsintervall: alle ${months} Monate oder ${d} km`,
            `Serviceintervall alle ${months / 12} ${months === 12 ? 'Jahr' : 'Jahre'} / ${d} km`,
            `Inspektionsintervall: ${d} km oder ${months} Monate`,
          ])
        : rng.pick([
            `Service interval: every ${months} months or ${d} ${miles}`,
            `Recommended service interval ${d} ${miles} / ${months} months`,
            `Next service: every ${months} months or ${d} ${miles}`,
          ]),
    );
  }
  if (rng.chance(0.4)) {
    const next = addMonths(invoiceDate, truth.serviceIntervalMonths ?? 12);
    truth.nextServiceDate = next;
    lines.push(
      lang === 'de'
        ? rng.pick([`Nächster Service am ${date(next)}`, `Nächste Inspektion fällig: ${date(next)}`])
        : rng.pick([`Next service due: ${date(next)}`, `Next service due by ${date(next)}`]),
    );
  }
  for (const line of lines) b.text(50, line, { size: 9 }).down(12);
  return truth;
}
