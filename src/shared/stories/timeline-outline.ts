import type { TimelineEvent } from './story-schema';

export interface OutlineTexts {
  intro: string;
  purchase: string;
  sale: string;
  rewrite: string;
}

/**
 * "Start from the timeline": the events of a period as a Markdown outline the owner rewrites —
 * one heading per month, one bullet per event, oldest first.
 */
export function timelineOutline(
  events: TimelineEvent[],
  texts: OutlineTexts,
  formatMonth: (isoDate: string) => string,
  formatDay: (isoDate: string) => string,
): string {
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date));
  const lines: string[] = [`_${texts.intro}_`, ''];
  let month = '';
  for (const event of sorted) {
    const m = event.date.slice(0, 7);
    if (m !== month) {
      if (month) lines.push('');
      month = m;
      lines.push(`## ${formatMonth(event.date)}`, '');
    }
    const title = event.kind === 'purchase' ? texts.purchase : event.kind === 'sale' ? texts.sale : event.title;
    lines.push(`- **${formatDay(event.date)}** — ${escapeMarkdown(title)}${event.detail ? `: ${escapeMarkdown(event.detail)}` : ''}`);
  }
  lines.push('', `_${texts.rewrite}_`, '');
  return lines.join('\n');
}

/** Document titles are the owner's text, not Markdown: a `*` in "Service *A*" stays a star. */
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ')
    .trim();
}
