import { addDays, addMonths } from './task-dates';
import type { TaskCategory } from './task-schema';

/** What a document's dates propose; the client words the title in the user's language. */
export const proposalKinds = ['insuranceRenewal', 'registrationRenewal', 'inspectionRenewal', 'warrantyEnds', 'nextService'] as const;
export type ProposalKind = (typeof proposalKinds)[number];

export interface TaskProposal {
  kind: ProposalKind;
  category: TaskCategory;
  /** The date the document names (the expiry), shown next to the proposal. */
  expires: string | null;
  dueDate: string | null;
  dueOdometer: number | null;
  recurMonths: number | null;
  recurDistance: number | null;
}

/** A renewal is due this many days before the paper runs out. */
export const RENEWAL_LEAD_DAYS = 30;

export interface ProposalSource {
  documentType: string;
  effectiveEnd?: string | null;
  expiryDate?: string | null;
  serviceDate?: string | null;
  serviceMileage?: number | null;
  /** What else the analysis read (summary, extracted pairs, work lines), searched for stated dates and intervals. */
  text?: string;
  /** Proposals for papers that ran out before this day are left out. YYYY-MM-DD. */
  today: string;
}

const MONTH_YEAR = String.raw`(\d{1,2})[./](\d{4})`;
const FULL_DATE = String.raw`(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{4})-(\d{2})-(\d{2})`;
const pad = (n: number) => String(n).padStart(2, '0');

/** "05/2027" → the month's last day; "14.03.2027" / "2027-03-14" → that day. */
function readDate(text: string, after: RegExp): string | null {
  const re = new RegExp(`${after.source}[^\\d\\n]{0,30}(?:${FULL_DATE}|${MONTH_YEAR})`, 'i');
  const m = re.exec(text);
  if (!m) return null;
  const [, d1, m1, y1, y2, m2, d2, m3, y3] = m;
  if (y1) return `${y1}-${pad(Number(m1))}-${pad(Number(d1))}`;
  if (y2) return `${y2}-${m2}-${d2}`;
  if (y3 && Number(m3) >= 1 && Number(m3) <= 12) return new Date(Date.UTC(Number(y3), Number(m3), 0)).toISOString().slice(0, 10);
  return null;
}

const number = (s: string) => Number(s.replace(/[.,\s](?=\d{3}\b)/g, ''));

/** A stated service interval: "every 12 months", "alle 15.000 km", "interval 10,000 mi / 1 year". */
export function statedInterval(text: string): { months: number | null; distance: number | null } {
  const intervalContext = /(every|alle|interval|intervall|wartungsintervall|service interval)/i;
  if (!intervalContext.test(text)) return { months: null, distance: null };
  const tail = text.slice(text.search(intervalContext), text.search(intervalContext) + 120);
  const distance = /(\d{1,3}(?:[.,\s]\d{3})+|\d{3,6})\s*(km|mi|miles|meilen)\b/i.exec(tail);
  const months = /(\d{1,2})\s*(months?|monate?n?)\b/i.exec(tail);
  const years = /(\d{1,2})?\s*(years?|jahre?n?|jährlich|yearly|annually)\b/i.exec(tail);
  return {
    distance: distance ? number(distance[1]) : null,
    months: months ? Number(months[1]) : years ? 12 * Number(years[1] ?? 1) : null,
  };
}

/**
 * The tasks a document's analysis proposes: a renewal 30 days before an insurance, registration,
 * inspection (HU/TÜV/MOT) or warranty runs out, and the next service when a service invoice
 * states its interval (or the next due point). Nothing is proposed from a date already past.
 */
export function proposeTasks(src: ProposalSource): TaskProposal[] {
  const text = src.text ?? '';
  const proposals: TaskProposal[] = [];
  const renewal = (kind: ProposalKind, category: TaskCategory, expires: string | null, recurMonths: number | null = null) => {
    if (!expires || expires < src.today) return;
    const lead = addDays(expires, -RENEWAL_LEAD_DAYS);
    proposals.push({ kind, category, expires, dueDate: lead < src.today ? src.today : lead, dueOdometer: null, recurMonths, recurDistance: null });
  };
  if (src.documentType === 'insurance') renewal('insuranceRenewal', 'insurance', src.effectiveEnd ?? null, 12);
  if (src.documentType === 'registration') renewal('registrationRenewal', 'registration', src.expiryDate ?? null);
  renewal(
    'inspectionRenewal',
    'inspection',
    readDate(text, /(?:HU|TÜV|TUV|MOT|Hauptuntersuchung|inspection)[^\n]{0,25}?(?:gültig bis|valid until|expires?|bis|until|due)/),
  );
  renewal('warrantyEnds', 'other', readDate(text, /(?:warranty|garantie|gewährleistung)[^\n]{0,25}?(?:until|bis|ends?|expires?)/));

  if (src.documentType === 'service') {
    const nextDate = readDate(text, /(?:next service|nächste[rn]? (?:service|inspektion|wartung))[^\n]{0,10}?(?:due|fällig|am|on|by|bis)?/);
    const nextAt = /(?:next service|nächste[rn]? (?:service|inspektion|wartung))[^\n]{0,30}?(?:at|bei)\s*(\d{1,3}(?:[.,\s]\d{3})+|\d{3,7})\s*(?:km|mi)/i.exec(
      text,
    );
    const interval = statedInterval(text);
    const base = src.serviceDate ?? src.today;
    const dueDate = nextDate ?? (interval.months !== null ? addMonths(base, interval.months) : null);
    const dueOdometer = nextAt ? number(nextAt[1]) : interval.distance !== null && src.serviceMileage != null ? src.serviceMileage + interval.distance : null;
    if ((dueDate && dueDate >= src.today) || dueOdometer !== null) {
      proposals.push({
        kind: 'nextService',
        category: 'service',
        expires: null,
        dueDate: dueDate && dueDate >= src.today ? dueDate : null,
        dueOdometer,
        recurMonths: interval.months,
        recurDistance: interval.distance,
      });
    }
  }
  return proposals;
}
