import type { Task } from '../../../shared/tasks/task-schema';
import type { Mail } from '../../email/mailer';
import { taskDate, taskText } from './task-texts';

/** The digest: overdue first, then due soon, each line the task, its vehicle and when it is due. */
export function reminderMail(list: Task[], opts: { name: string; language: string; url: string }): Omit<Mail, 'to'> {
  const t = taskText(opts.language);
  const locale = opts.language === 'de' ? 'de-DE' : 'en-US';
  const overdue = list.filter((x) => x.state === 'overdue');
  const soon = list.filter((x) => x.state === 'dueSoon');
  const line = (x: Task) => {
    const odo = x.dueOdometer !== null ? `${x.dueOdometer.toLocaleString(locale)} ${x.odometerUnit ?? 'km'}` : null;
    return `- ${x.title} (${x.vehicleLabel ?? t.general}): ${t.due(taskDate(x.dueDate, opts.language), odo)}`;
  };
  const section = (heading: string, items: Task[]) => (items.length ? [`${heading}:`, ...items.map(line), ''] : []);
  const text = [
    t.greeting(opts.name),
    '',
    ...section(t.heading.overdue, overdue),
    ...section(t.heading.dueSoon, soon),
    t.open(opts.url),
    '',
    '--',
    t.footer,
  ].join('\n');
  return { subject: t.subject(overdue.length, soon.length), text };
}
