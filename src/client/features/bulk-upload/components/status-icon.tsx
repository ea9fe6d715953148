import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Copy from 'lucide-react/icons/copy';
import FileCheck2 from 'lucide-react/icons/file-check-corner';
import Loader2 from 'lucide-react/icons/loader-circle';
import type { QueueStatus } from '@shared/bulk-upload/queue-state';
import { cn } from '@/lib/cn';

/** One icon per SPEC §4 status; spinning while the item is being worked on. */
export function StatusIcon({ status, className }: { status: QueueStatus; className?: string }) {
  const base = cn('size-4 shrink-0', className);
  switch (status) {
    case 'queued':
      return <Clock className={cn(base, 'text-stone-400')} aria-hidden />;
    case 'processing':
    case 'analyzing':
    case 'saving':
      return <Loader2 className={cn(base, 'animate-spin text-brass-500')} aria-hidden />;
    case 'ready':
      return <FileCheck2 className={cn(base, 'text-forest-600')} aria-hidden />;
    case 'complete':
      return <CheckCircle2 className={cn(base, 'text-emerald-600')} aria-hidden />;
    case 'duplicate':
      return <Copy className={cn(base, 'text-amber-600')} aria-hidden />;
    case 'error':
      return <AlertCircle className={cn(base, 'text-red-600')} aria-hidden />;
  }
}
