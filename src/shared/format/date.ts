/**
 * SPEC §3: dates display as short month, day, year in US English ("Mar 14, 2024"), the German
 * format in German ("14. März 2024"), or N/A when absent. Date-only values (YYYY-MM-DD) are read
 * as calendar dates, never shifted by the viewer's time zone.
 */
export function formatDate(value: string | Date | null | undefined, language: 'en' | 'de' = 'en', naText = 'N/A'): string {
  if (value === null || value === undefined || value === '') return naText;
  const isCalendarDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = isCalendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return naText;
  return dateFormat(language, isCalendarDate).format(date);
}

/**
 * Intl.DateTimeFormat, made once per language and time zone: building one costs far more than
 * using it, and the timeline of a vehicle with 2,000 documents formats 2,000 dates in one render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: 'en' | 'de', utc: boolean): Intl.DateTimeFormat {
  const key = `${language}|${utc}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: utc ? 'UTC' : undefined,
    });
    formats.set(key, format);
  }
  return format;
}
