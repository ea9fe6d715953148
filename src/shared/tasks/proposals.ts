import { documentFields, type DocumentFields, type FieldValues } from '../documents/document-fields';
import type { DocumentType } from '../documents/document-types';
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

/** The registry fields a proposal reads (shared/documents/document-fields.ts). */
type DueField =
  | 'effectiveEnd'
  | 'expiryDate'
  | 'inspectionValidUntil'
  | 'warrantyUntil'
  | 'nextServiceDate'
  | 'nextServiceMileage'
  | 'serviceIntervalMonths'
  | 'serviceIntervalDistance'
  | 'serviceMileage';

export type ProposalSource = { documentType: string } & { [K in DueField]?: FieldValues[DocumentFields[K]['kind']] } & {
  /** The document's own date (a service invoice's service date): an interval counts from it. */
  serviceDate?: string | null;
  /** Proposals for papers that ran out before this day are left out. YYYY-MM-DD. */
  today: string;
};

/**
 * The tasks a document's fields propose: a renewal 30 days before an insurance, registration,
 * inspection (HU/TÜV/MOT) or warranty runs out, and the next service from a service document's
 * stated next date and/or reading, or else from its interval counted from the document's date and
 * reading (the task then recurs by that interval). A field counts only on the document types that
 * carry it (a value left over from another type chosen in the review does not). Nothing is
 * proposed from a date already past.
 */
export function proposeTasks(src: ProposalSource): TaskProposal[] {
  const carries = (name: DueField) => (documentFields[name].types as readonly string[]).includes(src.documentType as DocumentType);
  const date = (name: DueField) => (carries(name) && typeof src[name] === 'string' ? src[name] : null);
  const count = (name: DueField) => (carries(name) && typeof src[name] === 'number' ? src[name] : null);

  const proposals: TaskProposal[] = [];
  const renewal = (kind: ProposalKind, category: TaskCategory, expires: string | null, recurMonths: number | null = null) => {
    if (!expires || expires < src.today) return;
    const lead = addDays(expires, -RENEWAL_LEAD_DAYS);
    proposals.push({ kind, category, expires, dueDate: lead < src.today ? src.today : lead, dueOdometer: null, recurMonths, recurDistance: null });
  };
  renewal('insuranceRenewal', 'insurance', date('effectiveEnd'), 12);
  renewal('registrationRenewal', 'registration', date('expiryDate'));
  renewal('inspectionRenewal', 'inspection', date('inspectionValidUntil'));
  renewal('warrantyEnds', 'other', date('warrantyUntil'));

  const months = count('serviceIntervalMonths');
  const distance = count('serviceIntervalDistance');
  const reading = count('serviceMileage');
  const base = src.serviceDate ?? src.today;
  const stated = date('nextServiceDate');
  const dueDate = stated ?? (months !== null ? addMonths(base, months) : null);
  const dueOdometer = count('nextServiceMileage') ?? (distance !== null && reading !== null ? reading + distance : null);
  const upcoming = dueDate !== null && dueDate >= src.today ? dueDate : null;
  if (upcoming !== null || dueOdometer !== null) {
    proposals.push({ kind: 'nextService', category: 'service', expires: null, dueDate: upcoming, dueOdometer, recurMonths: months, recurDistance: distance });
  }
  return proposals;
}
