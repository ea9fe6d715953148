import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import type { ValueEntry } from '@shared/history/history-api';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { lazyComponent } from '@/lib/lazy-component';
import { valueHistoryQuery } from '../history-api';
import { ConditionSection } from './condition-section';
import { HistoryHeader, VehicleNotFound } from './history-header';
import { ValueEntriesList } from './value-entries-list';
import { ValueEntryDialog } from './value-entry-dialog';
import { UnderInsuredWarning, ValueFiguresPanel } from './value-figures-panel';

/** Its code starts loading with the screen's data (the route's loader): see lazy-component.tsx. */
export const ValueChart = lazyComponent(() => import('./value-chart'));

/** SPEC §2 value history: figures, the chart of value beside spending, the value entries and the condition grades. */
export function ValueHistoryView({ vehicleId, onOpenDocument }: { vehicleId: string; onOpenDocument: (id: string) => void }) {
  const { t } = useTranslation();
  const query = useQuery(valueHistoryQuery(vehicleId));
  const [editing, setEditing] = useState<ValueEntry | 'new' | null>(null);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <VehicleNotFound />;
    return <ErrorBlock onRetry={() => void query.refetch()} />;
  }
  const h = query.data;
  const v = h.vehicle;
  const readOnly = v.status !== 'owned';
  const hasChart = h.entries.some((e) => e.currency === v.currency) || h.spending.length > 0;
  return (
    <div className="mx-auto max-w-5xl">
      <HistoryHeader vehicleId={vehicleId} vehicleName={`${v.year} ${v.make} ${v.model}`} title={t('history.value.title')} />
      <div className="space-y-8">
        <UnderInsuredWarning figures={h.figures} />
        <ValueFiguresPanel history={h} />
        {hasChart && (
          <section aria-labelledby="value-chart-title" className="rounded-xl border border-cream-200 bg-white p-4 shadow-sm">
            <h2 id="value-chart-title" className="mb-2 font-display text-lg font-semibold text-forest-900">
              {t('history.value.chartTitle', { currency: v.currency })}
            </h2>
            <ValueChart history={h} fallback={<div className="h-72" />} />
          </section>
        )}
        <section aria-labelledby="entries-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="entries-title" className="font-display text-xl font-semibold text-forest-900">
              {t('history.entries.title')}
            </h2>
            {!readOnly && (
              <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
                <Plus aria-hidden />
                {t('history.entries.add')}
              </Button>
            )}
          </div>
          <ValueEntriesList vehicleId={vehicleId} currency={v.currency} entries={h.entries} onEdit={setEditing} onOpenDocument={onOpenDocument} />
        </section>
        <ConditionSection history={h} readOnly={readOnly} />
      </div>
      <ValueEntryDialog
        vehicleId={vehicleId}
        currency={v.currency}
        entry={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
      />
    </div>
  );
}
