import type { LucideProps } from 'lucide-react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import FileText from 'lucide-react/icons/file-text';
import IdCard from 'lucide-react/icons/id-card';
import Receipt from 'lucide-react/icons/receipt';
import Scale from 'lucide-react/icons/scale';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Wrench from 'lucide-react/icons/wrench';
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
