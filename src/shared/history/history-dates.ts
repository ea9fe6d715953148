/** Calendar dates (YYYY-MM-DD) compare as text; these do the little arithmetic the rules need. */
const DAY_MS = 86_400_000;

export const toDayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export const addDays = (date: string, days: number) => new Date((toDayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) => toDayNumber(to) - toDayNumber(from);

/** Today as a calendar date in UTC; rules take it as an argument so that tests can fix it. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
