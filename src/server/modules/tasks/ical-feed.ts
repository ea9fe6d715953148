import { addDays } from '../../../shared/tasks/task-dates';
import type { Task } from '../../../shared/tasks/task-schema';
import { taskText } from './task-texts';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT values. */
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const day = (iso: string) => iso.replace(/-/g, '');

/**
 * The user's open tasks with a due date as all-day events (a task due by odometer only has no
 * day to show). UID is the task's id, so a calendar client updates an event rather than adding one.
 */
export function icalFeed(list: Task[], opts: { language: string; host: string; now?: Date }): string {
  const t = taskText(opts.language);
  const now = stamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Patina//Tasks//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(t.calendarName)}`,
  ];
  for (const task of list) {
    if (task.state === 'done' || task.dueDate === null) continue;
    const summary = task.vehicleLabel ? `${task.title} — ${task.vehicleLabel}` : task.title;
    const description = [task.notes, task.dueOdometer !== null ? t.dueAt(task.dueOdometer, task.odometerUnit ?? 'km') : null].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${task.id}@${opts.host}`,
      `DTSTAMP:${now}`,
      `DTSTART;VALUE=DATE:${day(task.dueDate)}`,
      `DTEND;VALUE=DATE:${day(addDays(task.dueDate, 1))}`,
      `SUMMARY:${escapeText(summary)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      `CATEGORIES:${escapeText(t.category[task.category])}`,
      `PRIORITY:${task.priority === 'high' ? 1 : task.priority === 'low' ? 9 : 5}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
