import { BadgeCheck, FileQuestion, FileText, IdCard, Receipt, Scale, ShieldCheck, Wrench, type LucideProps } from 'lucide-react';
import type { DocumentType } from '@shared/documents/document-types';

const ICONS: Record<DocumentType, (p: LucideProps) => React.ReactNode> = {
  service: Wrench,
  title: BadgeCheck,
  registration: IdCard,
  insurance: ShieldCheck,
  purchase: FileText,
  appraisal: Scale,
  receipt: Receipt,
  other: FileQuestion,
};

/** One icon per SPEC §3 document type, used in lists, the library and the review form. */
export function DocumentTypeIcon({ type, ...props }: { type: DocumentType } & LucideProps) {
  const Icon = ICONS[type] ?? FileQuestion;
  return <Icon aria-hidden {...props} />;
}
