import { formatDate } from '@shared/format/date';
import type { Language } from '@/lib/i18n';

/** "12 Mar 2021" or "Mar 2021 – Jun 2021" for a period. */
export function storyDates(story: { date: string | null; dateEnd: string | null }, language: Language): string | null {
  if (!story.date) return null;
  if (!story.dateEnd || story.dateEnd === story.date) return formatDate(story.date, language);
  return `${formatDate(story.date, language)} – ${formatDate(story.dateEnd, language)}`;
}
