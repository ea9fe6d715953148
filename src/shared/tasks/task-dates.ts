/**
 * Calendar arithmetic on date-only values (YYYY-MM-DD), in UTC so that a due date never shifts
 * with the viewer's or the server's time zone.
 */
const DAY_MS = 86_400_000;

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
const format = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return format(new Date(parse(iso).getTime() + days * DAY_MS));
}

/** Months later, on the same day or the month's last day when it has fewer (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = parse(iso);
  const day = d.getUTCDate();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return format(first);
}

/** Today's calendar date where the server or browser runs. */
export const todayIso = (now = new Date()) => format(now);
