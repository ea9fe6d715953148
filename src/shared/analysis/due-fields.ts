import { documentFields } from '../documents/document-fields';
import type { DocumentType } from '../documents/document-types';
import { findDates } from './dates';
import { findLabelled } from './labels';
import { parseDistance, type DocText } from './text-values';

/**
 * What a document sets for later (decision 015): the inspection's (HU/TÜV, MOT, state inspection)
 * and the warranty's end, the next service's date and reading, and the service interval. Each is
 * read from its label (on the line, or near it on the page's layout) and kept only when plausible:
 * a date after the document's own, a next-service reading above the document's, an interval in
 * the range workshops print.
 */
export interface DueFields {
  inspectionValidUntil: string | null;
  warrantyUntil: string | null;
  nextServiceDate: string | null;
  nextServiceMileage: number | null;
  serviceIntervalMonths: number | null;
  serviceIntervalDistance: number | null;
}

export const NO_DUE_FIELDS: DueFields = {
  inspectionValidUntil: null,
  warrantyUntil: null,
  nextServiceDate: null,
  nextServiceMileage: null,
  serviceIntervalMonths: null,
  serviceIntervalDistance: null,
};

/** Labels in order of preference, English and German (matched case-insensitively, umlauts tolerant). */
export const DUE_LABELS = {
  inspectionValidUntil: [
    /(?:nächste[rn]?\s+)?(?:hu(?:\s*\/\s*au)?|tüv|hauptuntersuchung)(?:\s*-?\s*plakette)?\s+(?:gültig\s+)?(?:bis|fällig(?:\s+am)?)|nächste[rn]?\s+(?:hu(?:\s*\/\s*au)?|tüv|hauptuntersuchung)(?:\s+(?:am|im|fällig))?|prüfplakette\s+(?:gültig\s+)?bis/,
    /(?:m\.?o\.?t\.?|(?:state\s+|safety\s+|annual\s+)?inspection)(?:\s+(?:certificate|sticker))?\s+(?:is\s+)?(?:valid\s+(?:until|through|to)|expir(?:es|y|ation)(?:\s+date)?(?:\s+on)?|due(?:\s+by)?)|next\s+(?:m\.?o\.?t\.?|(?:state\s+|safety\s+)?inspection)(?:\s+due)?(?:\s+(?:by|on))?/,
  ],
  warrantyUntil: [
    /(?:(?:parts?|labou?r|repair|workmanship|vehicle)\s+)?(?:warranty|guarantee)(?:\s+on\s+(?:parts|labou?r|all\s+work))?\s+(?:is\s+)?(?:valid\s+)?(?:until|through|to|expires?(?:\s+on)?|ends?(?:\s+on)?)|(?:warranty|guarantee)\s+expir(?:y|ation)(?:\s+date)?/,
    /(?:garantie|gewährleistung)(?:\s+auf\s+(?:teile|arbeit(?:en)?|alle\s+arbeiten|ersatzteile))?\s+(?:gültig\s+)?bis|(?:garantie|gewährleistung)sende|ende\s+der\s+(?:garantie|gewährleistung)/,
  ],
  nextService: [
    /next\s+(?:service|inspection\s+service|maintenance|oil\s+change)(?:\s+(?:due|date|recommended))?(?:\s+(?:at|on|by|in|@))?|service\s+due(?:\s+(?:at|on|by))?/,
    /nächste[rn]?\s+(?:service|inspektion|wartung|ölwechsel)(?:stermin)?(?:\s+(?:fällig|spätestens))?(?:\s+(?:am|bei|im|ab))?/,
  ],
  serviceInterval: [/(?:service|maintenance|wartungs?|inspektions?|service-?)\s*-?intervall?|interval/, /(?<=^|\s)(?:every|alle)(?=\s+\d)/],
} satisfies Record<string, RegExp[]>;

const pad = (n: number) => String(n).padStart(2, '0');
const monthEnd = (year: number, month: number) => `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

const MONTH_YEAR_NUMERIC = /(?<![\d./-])(\d{1,2})\s?[./-]\s?((?:19|20)\d{2})(?![\d./-])/;
/** A date printed only as a month name and year ("Mai 2026", "May 2026"): `findDates` gives its first day. */
const MONTH_NAME_ONLY = /^[A-Za-zÄÖÜäöüé]+\.?\s+\d{4}$/;

/**
 * The date a validity runs to, as printed: a full date is that day; a month and year ("05/2026",
 * "05.2026", "Mai 2026") is the last day of that month, the day a German HU sticker or a MOT
 * month runs out.
 */
export function parseValidUntil(text: string, dayFirst: boolean): string | null {
  const numeric = MONTH_YEAR_NUMERIC.exec(text);
  const full = findDates(text, dayFirst)[0];
  if (numeric && (!full || numeric.index <= full.index)) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? monthEnd(Number(numeric[2]), month) : null;
  }
  if (!full) return null;
  if (MONTH_NAME_ONLY.test(full.raw.trim())) return monthEnd(Number(full.iso.slice(0, 4)), Number(full.iso.slice(5, 7)));
  return full.iso;
}

/** The next-service reading in a value: a distance with its unit either side ("95,000 km", "km 95.000"). */
export function parseDueDistance(text: string): number | null {
  const before = /\b(?:km|mi|miles)\s*(\d{1,3}(?:[.,' ]\d{3})+|\d{3,7})(?![\d.,])/i.exec(text);
  const after = /(?<![\d.,])(\d{1,3}(?:[.,' ]\d{3})+|\d{3,7})\s*(?:km|kilomet(?:er|re)s?|mi\b|miles?|meilen|tkm)/i.exec(text);
  const m = after ?? before;
  if (!m) return null;
  const d = parseDistance(m[1]);
  if (!d) return null;
  return /tkm/i.test(m[0]) ? d.value * 1000 : d.value;
}

/** A stated interval: "every 12 months or 15,000 km", "alle 2 Jahre / 30.000 km", "jährlich oder alle 10.000 km". */
export function parseInterval(text: string): { months: number | null; distance: number | null } {
  const distance = parseDueDistance(text);
  const months = /(\d{1,2})\s*(?:months?|monate?n?|mon\.)(?![A-Za-z])/i.exec(text);
  const years = /(?:(\d{1,2})\s*)?(?:years?|jahre?n?|jährlich|yearly|annually|annual)(?![A-Za-z])/i.exec(text);
  return {
    distance: distance !== null && distance >= 500 && distance <= 100_000 ? distance : null,
    months: months ? Number(months[1]) : years ? 12 * Number(years[1] ?? 1) : null,
  };
}

/** Whether a date a document sets for later can be one: after the document's own date (when known), within 15 years. */
export function isLaterDate(date: string | null, documentDate: string | null | undefined): date is string {
  if (!date) return false;
  if (!documentDate) return true;
  const limit = `${Number(documentDate.slice(0, 4)) + 15}${documentDate.slice(4)}`;
  return date > documentDate && date <= limit;
}

/** Whether a next-service reading can be one: above the document's reading (when known), at most 100,000 further. */
export function isLaterReading(reading: number | null, documentReading: number | null | undefined): reading is number {
  if (reading === null || reading <= 0 || reading >= 10_000_000) return false;
  return documentReading == null || (reading > documentReading && reading - documentReading <= 100_000);
}

/**
 * Every candidate text for a label: layout-aware hits first (a value after its label, else right
 * of, under or over it), then the rest of each line after a label printed mid-sentence ("HU/AU durchgeführt,
 * nächste HU 05/2026").
 */
function valuesAfter(doc: DocText, groups: readonly RegExp[]): string[] {
  // A label with its value on its own line is read there only: the cells around it belong to other notes.
  const out = findLabelled(doc, groups).flatMap((h) => (h.value ? [h.value] : h.candidates));
  for (const group of groups) {
    const re = new RegExp(String.raw`(?:^|[^\p{L}])(?:${group.source})(?![\p{L}])`, 'iu');
    for (const line of doc.lines) {
      const m = re.exec(line);
      if (m) out.push(line.slice(m.index + m[0].length).replace(/^[\s:#=.;-]+/, ''));
    }
  }
  return [...new Set(out.filter(Boolean))];
}

function firstValue<T>(values: string[], parse: (value: string) => T | null, plausible: (value: T | null) => value is T): T | null {
  for (const v of values) {
    const parsed = parse(v);
    if (plausible(parsed)) return parsed;
  }
  return null;
}

/**
 * The document's due fields for its type. `documentDate` and `reading` are what the document
 * itself says (its date and its odometer): what is set for later must come after them.
 */
export function extractDueFields(doc: DocText, type: DocumentType, known: { documentDate?: string | null; reading?: number | null }): DueFields {
  const out: DueFields = { ...NO_DUE_FIELDS };
  // Which types carry a field is the registry's to say.
  const has = (field: keyof DueFields) => (documentFields[field].types as readonly DocumentType[]).includes(type);
  const later = (d: string | null): d is string => isLaterDate(d, known.documentDate);
  const date = (v: string) => parseValidUntil(v, doc.dayFirst);
  if (has('inspectionValidUntil')) out.inspectionValidUntil = firstValue(valuesAfter(doc, DUE_LABELS.inspectionValidUntil), date, later);
  if (has('warrantyUntil')) out.warrantyUntil = firstValue(valuesAfter(doc, DUE_LABELS.warrantyUntil), date, later);
  if (has('nextServiceDate')) {
    const next = valuesAfter(doc, DUE_LABELS.nextService);
    out.nextServiceDate = firstValue(next, date, later);
    // "Next service: every 12 months or 15,000 km" states the interval, not the next reading.
    const reading = (v: string) => (/\b(?:every|alle|interval)/i.test(v) ? null : parseDueDistance(v));
    out.nextServiceMileage = firstValue(next, reading, (r): r is number => isLaterReading(r, known.reading));
    for (const v of valuesAfter(doc, DUE_LABELS.serviceInterval)) {
      const interval = parseInterval(v.slice(0, 80));
      if (interval.months === null && interval.distance === null) continue;
      out.serviceIntervalMonths = interval.months !== null && interval.months >= 1 && interval.months <= 60 ? interval.months : null;
      out.serviceIntervalDistance = interval.distance;
      break;
    }
  }
  return out;
}
