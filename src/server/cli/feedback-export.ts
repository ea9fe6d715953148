/** The operator's view of feedback: one row per message, as CSV or JSON. Pure, so it is tested alone. */
export interface FeedbackExportRow {
  id: string;
  createdAt: string;
  userEmail: string;
  category: string;
  rating: number | null;
  pagePath: string | null;
  hasScreenshot: boolean;
  message: string;
}

const columns: (keyof FeedbackExportRow)[] = ['id', 'createdAt', 'userEmail', 'category', 'rating', 'pagePath', 'hasScreenshot', 'message'];

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (= + - @ at the start) gets a
 * leading apostrophe, since the messages are written by users.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: FeedbackExportRow[]): string {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n') + '\r\n';
}

export function toJson(rows: FeedbackExportRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** `list`: one readable block per message, newest first. */
export function toList(rows: FeedbackExportRow[]): string {
  if (rows.length === 0) return 'No feedback yet.\n';
  return rows
    .map((r) => {
      const head = `${r.createdAt}  ${r.category.padEnd(7)}  ${r.rating ? `${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}` : '-----'}  ${r.userEmail}${r.pagePath ? `  ${r.pagePath}` : ''}${r.hasScreenshot ? '  [screenshot]' : ''}`;
      return `${head}\n  ${r.message.replace(/\r?\n/g, '\n  ')}\n`;
    })
    .join('\n');
}
