import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ConsistencyFlag } from '@shared/history/consistency-checks';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { lazyComponent } from '@/lib/lazy-component';
import { timelineQuery } from '../history-api';
import { eventLabel } from '../history-format';
import { FlagSummary } from './flag-summary';
import { HistoryHeader, VehicleNotFound } from './history-header';
import { RecordDialog } from './record-dialog';
import { emptyFilter, TimelineFilters, type TimelineFilter } from './timeline-filters';
import { TimelineList } from './timeline-list';
import { YearJumpBar } from './year-jump-bar';

/** Its code starts loading with the screen's data (the route's loader): see lazy-component.tsx. */
export const MileageChart = lazyComponent(() => import('./mileage-chart'));

/** The timeline screen: flags, mileage, filters and every dated event. Documents open through `onOpenDocument`. */
export function TimelineView({ vehicleId, onOpenDocument }: { vehicleId: string; onOpenDocument: (id: string) => void }) {
  const { t } = useTranslation();
  const query = useQuery(timelineQuery(vehicleId));
  const [filter, setFilter] = useState<TimelineFilter>(emptyFilter);
  const [jumpTo, setJumpTo] = useState<{ year: string; at: number } | null>(null);
  const [recordId, setRecordId] = useState<string | null>(null);
  const deferred = useDeferredValue(filter);
  const data = query.data;

  const flagsByDocument = useMemo(() => {
    const map = new Map<string, ConsistencyFlag[]>();
    for (const f of data?.flags ?? []) for (const id of f.documentIds) map.set(id, [...(map.get(id) ?? []), f]);
    return map;
  }, [data]);

  const events = useMemo(() => {
    if (!data) return [];
    const words = deferred.q.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return data.events.filter((e) => {
      if (deferred.hidden.includes(e.kind)) return false;
      if (deferred.documentType && e.documentType !== deferred.documentType) return false;
      if (words.length === 0) return true;
      const text = [e.title, e.detail, e.shop, eventLabel(e, t), e.date].filter(Boolean).join(' ').toLocaleLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [data, deferred, t]);

  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <VehicleNotFound />;
    return <ErrorBlock onRetry={() => void query.refetch()} />;
  }
  const v = data!.vehicle;
  const years = [...new Set(events.map((e) => e.date.slice(0, 4)))];
  return (
    <div className="mx-auto max-w-4xl">
      <HistoryHeader vehicleId={vehicleId} vehicleName={`${v.year} ${v.make} ${v.model}`} title={t('history.timeline.title')} />
      <div className="space-y-6">
        <FlagSummary timeline={data!} onOpenDocument={onOpenDocument} />
        {data!.mileage.length > 0 && (
          <section aria-labelledby="mileage-title" className="rounded-xl border border-cream-200 bg-white p-4 shadow-sm">
            <h2 id="mileage-title" className="mb-2 font-display text-lg font-semibold text-forest-900">
              {t('history.mileage.title')}
            </h2>
            <MileageChart mileage={data!.mileage} unit={v.odometerUnit} fallback={<div className="h-56" />} />
          </section>
        )}
        {data!.events.length === 0 ? (
          <p className="rounded-xl border border-dashed border-cream-200 bg-white px-4 py-10 text-center text-stone-600">{t('history.timeline.empty')}</p>
        ) : (
          <>
            <TimelineFilters kinds={data!.kinds} filter={filter} onChange={setFilter} />
            <p className="text-sm text-stone-500" aria-live="polite">
              {t('history.timeline.count', { count: events.length })}
            </p>
            <YearJumpBar years={years} onJump={(year) => setJumpTo({ year, at: Date.now() })} />
            <TimelineList
              events={events}
              flagsByDocument={flagsByDocument}
              unit={v.odometerUnit}
              onOpenDocument={onOpenDocument}
              onOpenRecord={setRecordId}
              jumpTo={jumpTo}
            />
          </>
        )}
        <RecordDialog vehicleId={vehicleId} recordId={recordId} unit={v.odometerUnit} readOnly={v.status !== 'owned'} onClose={() => setRecordId(null)} />
      </div>
    </div>
  );
}
