import { QueryClientProvider } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import Pencil from 'lucide-react/icons/pencil';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Trash2 from 'lucide-react/icons/trash';
import UploadCloud from 'lucide-react/icons/cloud-upload';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isUnfinished, type QueueItem, type QueueStats } from '@shared/bulk-upload/queue-state';
import { isRefusal } from '@shared/documents/upload-rules';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { progressLine, rowLineText } from '../queue-text';
import { useUploadQueue } from '../upload-queue';
import { StatusIcon } from './status-icon';

const ReviewDialog = lazy(() => import('./review-dialog'));

function QueueRow({ item, onReview }: { item: QueueItem<File>; onReview: (id: string) => void }) {
  const { t } = useTranslation();
  const { retry, remove } = useUploadQueue();
  const line = rowLineText(t, item);
  return (
    <li className="flex items-center gap-2 px-3 py-2" data-status={item.status} aria-label={item.fileName}>
      <StatusIcon status={item.status} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink" title={item.fileName}>
          {item.fileName}
        </p>
        <p
          className={cn(
            'line-clamp-2 break-words text-xs',
            item.status === 'error' ? 'text-red-700' : item.status === 'duplicate' ? 'text-amber-700' : 'text-stone-500',
          )}
          title={line}
        >
          {line}
        </p>
      </div>
      {item.status === 'ready' && (
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onReview(item.id)} aria-label={t('bulkUpload.review', { name: item.fileName })}>
          <Pencil />
        </Button>
      )}
      {/* A refused file stays refused: Retry is only for failures that can mend. */}
      {item.status === 'error' && !isRefusal(item.error) && (
        <Button variant="ghost" size="icon" className="size-8" onClick={() => retry(item.id)} aria-label={t('bulkUpload.retry', { name: item.fileName })}>
          <RotateCw />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-stone-500"
        disabled={item.status === 'saving'}
        onClick={() => remove(item.id)}
        aria-label={t('bulkUpload.remove', { name: item.fileName })}
      >
        <Trash2 />
      </Button>
    </li>
  );
}

/** On a phone the open list would cover half the screen: there the panel starts as one line. */
const startsCollapsed = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

/** SPEC §2's collapsed counts, the ones that are not zero, so that they fit beside the title on one line. */
function Counts({ stats }: { stats: QueueStats }) {
  const { t } = useTranslation();
  const counts = [
    stats.ready > 0 && <span key="ready">{t('bulkUpload.countReady', { count: stats.ready })}</span>,
    stats.errors > 0 && (
      <span key="errors" className="text-red-700">
        {t('bulkUpload.countErrors', { count: stats.errors })}
      </span>
    ),
    stats.pending > 0 && <span key="pending">{t('bulkUpload.countPending', { count: stats.pending })}</span>,
  ].filter(Boolean);
  return (
    <p
      id="bulk-upload-list"
      className="flex min-w-0 flex-1 gap-x-1.5 overflow-hidden whitespace-nowrap text-xs text-stone-600"
      data-testid="bulk-upload-counts"
    >
      {counts}
    </p>
  );
}

/** SPEC §2 "Bulk-upload panel": fixed at the bottom right on every page while the queue has files. */
export default function BulkUploadPanel() {
  const { t } = useTranslation();
  const { state, stats, saveAll, reset } = useUploadQueue();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const isEmpty = state.items.length === 0;
  // A new batch after an empty queue opens as a new panel would.
  useEffect(() => {
    if (isEmpty) setCollapsed(startsCollapsed());
  }, [isEmpty]);
  if (isEmpty) return null;
  const unfinished = state.items.some(isUnfinished);
  const expanded = !collapsed;
  const reviewItem = reviewing ? state.items.find((i) => i.id === reviewing && i.status === 'ready') : undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <section
        aria-labelledby="bulk-upload-title"
        data-testid="bulk-upload-panel"
        className="fixed inset-x-3 bottom-20 z-40 flex max-h-[calc(100dvh-7rem)] flex-col overflow-hidden rounded-xl border border-cream-200 bg-white shadow-2xl md:inset-x-auto md:bottom-4 md:right-4 md:w-96"
      >
        <header className={cn('relative flex items-center gap-1.5 bg-cream-50 px-3 py-1.5 sm:gap-2', expanded && 'border-b border-cream-200')}>
          {/* Collapsed on a phone, the counts need the title's room: an icon stands in, the title stays for screen readers. */}
          {!expanded && <UploadCloud className="size-4 shrink-0 text-forest-700 md:hidden" aria-hidden />}
          <h2 id="bulk-upload-title" className={cn('shrink-0 text-sm font-semibold text-forest-900', !expanded && 'max-md:sr-only')}>
            {t('bulkUpload.title')}
          </h2>
          {/* SPEC's completed/total, labelled: beside "100% complete" a bare "0/4" read as a contradiction. */}
          <span
            className="shrink-0 rounded-full bg-forest-800 px-2 py-0.5 text-xs font-semibold text-cream-50"
            aria-label={t('bulkUpload.badge', { completed: stats.completed, total: stats.total })}
          >
            <span className="tabular-nums" data-testid="bulk-upload-badge">
              {stats.completed}/{stats.total}
            </span>{' '}
            <span className="font-normal">{t('bulkUploadLabels.saved')}</span>
          </span>
          {expanded ? <span className="flex-1" /> : <Counts stats={stats} />}
          <div className="flex shrink-0 items-center">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-expanded={expanded}
              aria-controls="bulk-upload-list"
              onClick={() => setCollapsed(expanded)}
              aria-label={expanded ? t('bulkUpload.collapse') : t('bulkUpload.expand')}
            >
              {expanded ? <ChevronDown /> : <ChevronUp />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={reset}
              aria-label={t('bulkUpload.clear')}
              title={unfinished ? t('bulkUpload.clearUnfinished') : undefined}
            >
              <X />
            </Button>
          </div>
          {!expanded && (
            // Collapsed, the progress bar is the panel's lower edge: the panel stays one line high.
            <div
              role="progressbar"
              aria-label={t('bulkUpload.title')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={stats.progress}
              className="absolute inset-x-0 bottom-0 h-1 bg-cream-200"
            >
              <div className="h-full bg-brass-500 transition-[width] duration-300" style={{ width: `${stats.progress}%` }} />
            </div>
          )}
        </header>
        {expanded && (
          <div className="space-y-1 px-3 pt-2">
            <div
              role="progressbar"
              aria-label={t('bulkUpload.title')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={stats.progress}
              className="h-1.5 overflow-hidden rounded-full bg-cream-200"
            >
              <div className="h-full rounded-full bg-brass-500 transition-[width] duration-300" style={{ width: `${stats.progress}%` }} />
            </div>
          </div>
        )}
        <p className={cn('px-3 text-xs text-stone-600', !expanded && 'sr-only')} aria-live="polite" data-testid="bulk-upload-progress">
          {progressLine(t, state, stats)}
          {/* What the percentage counts (SPEC: ready and saved files): the ready ones named. */}
          {stats.ready > 0 && ` · ${t('bulkUploadLabels.readyToSave', { count: stats.ready })}`}
        </p>
        {expanded && (
          <ul id="bulk-upload-list" className="mt-1 max-h-64 min-h-0 divide-y divide-cream-100 overflow-y-auto border-t border-cream-100">
            {state.items.map((item) => (
              <QueueRow key={item.id} item={item} onReview={setReviewing} />
            ))}
          </ul>
        )}
        {expanded && (
          <footer className="flex items-center justify-end gap-2 border-t border-cream-200 px-3 py-2">
            <Button size="sm" onClick={saveAll} disabled={stats.ready === 0 || state.isSaving}>
              {t('bulkUpload.saveAll')}
            </Button>
          </footer>
        )}
      </section>
      {reviewItem && (
        <Suspense fallback={null}>
          <ReviewDialog item={reviewItem} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
