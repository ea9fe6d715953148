import { formatDate } from '../../../shared/format/date';
import type { TaskCategory, TaskState } from '../../../shared/tasks/task-schema';

/** Texts the server writes for tasks (reminder mails, the calendar), in English and German. */
const texts = {
  en: {
    calendarName: 'Patina tasks',
    dueAt: (n: number, unit: string) => `Due at ${n.toLocaleString('en-US')} ${unit}`,
    category: {
      service: 'Service',
      inspection: 'Inspection',
      insurance: 'Insurance',
      registration: 'Registration',
      restoration: 'Restoration',
      storage: 'Storage',
      other: 'Other',
    } as Record<TaskCategory, string>,
    subject: (overdue: number, soon: number) =>
      [overdue ? `${overdue} overdue` : '', soon ? `${soon} due soon` : ''].filter(Boolean).join(', ').replace(/^/, 'Patina tasks: '),
    greeting: (name: string) => `Hello ${name},`,
    heading: { overdue: 'Overdue', dueSoon: 'Due soon' } as Record<Extract<TaskState, 'overdue' | 'dueSoon'>, string>,
    due: (date: string | null, odo: string | null) => [date ? `due ${date}` : '', odo ? `at ${odo}` : ''].filter(Boolean).join(' or '),
    general: 'General',
    open: (url: string) => `See all your tasks: ${url}`,
    footer: 'You get this e-mail because task reminders are on. Turn them off in your profile.',
  },
  de: {
    calendarName: 'Patina-Aufgaben',
    dueAt: (n: number, unit: string) => `Fällig bei ${n.toLocaleString('de-DE')} ${unit}`,
    category: {
      service: 'Wartung',
      inspection: 'Prüfung',
      insurance: 'Versicherung',
      registration: 'Zulassung',
      restoration: 'Restaurierung',
      storage: 'Einlagerung',
      other: 'Sonstiges',
    } as Record<TaskCategory, string>,
    subject: (overdue: number, soon: number) =>
      [overdue ? `${overdue} überfällig` : '', soon ? `${soon} bald fällig` : ''].filter(Boolean).join(', ').replace(/^/, 'Patina-Aufgaben: '),
    greeting: (name: string) => `Hallo ${name},`,
    heading: { overdue: 'Überfällig', dueSoon: 'Bald fällig' } as Record<Extract<TaskState, 'overdue' | 'dueSoon'>, string>,
    due: (date: string | null, odo: string | null) => [date ? `fällig am ${date}` : '', odo ? `bei ${odo}` : ''].filter(Boolean).join(' oder '),
    general: 'Allgemein',
    open: (url: string) => `Alle Aufgaben: ${url}`,
    footer: 'Sie erhalten diese E-Mail, weil Aufgaben-Erinnerungen eingeschaltet sind. Im Profil können Sie sie ausschalten.',
  },
};

export const taskText = (language: string) => (language === 'de' ? texts.de : texts.en);
export const taskDate = (iso: string | null, language: string) => (iso ? formatDate(iso, language === 'de' ? 'de' : 'en') : null);
