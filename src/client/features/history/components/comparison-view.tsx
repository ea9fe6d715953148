import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import { useSearchParams } from 'react-router';
import { MAX_COMPARED } from '@shared/history/history-api';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { comparisonQuery } from '../history-api';
import { ComparisonTable } from './comparison-table';
import { HistoryHeader, VehicleNotFound } from './history-header';

/** SPEC §2 Comparison: this vehicle beside up to three others of the garage, chosen in the picker (kept in the address). */
export function ComparisonView({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const others = (params.get('with') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
  const query = useQuery({ ...comparisonQuery(vehicleId, others), placeholderData: keepPreviousData });
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <VehicleNotFound />;
    return <ErrorBlock onRetry={() => void query.refetch()} />;
  }
  const { vehicles, candidates } = query.data;
  const me = vehicles[0];
  const toggle = (id: string) => {
    const next = others.includes(id) ? others.filter((x) => x !== id) : [...others, id];
    setParams(next.length ? { with: next.join(',') } : {}, { replace: true });
  };
  return (
    <div className="mx-auto max-w-6xl">
      <HistoryHeader vehicleId={vehicleId} vehicleName={`${me.year} ${me.make} ${me.model}`} title={t('history.compare.title')} />
      <div className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-forest-900">{t('history.compare.pick', { max: MAX_COMPARED })}</legend>
          {candidates.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t('history.compare.noOthers')}</p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {candidates.map((c) => {
                const on = others.includes(c.id);
                const full = !on && others.length >= MAX_COMPARED;
                return (
                  <button
                    key={c.id}
                    type="button"
                    aria-pressed={on}
                    disabled={full}
                    onClick={() => toggle(c.id)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50',
                      on ? 'border-forest-700 bg-forest-800 text-cream-50' : 'border-cream-200 bg-white text-forest-800 hover:border-forest-200',
                    )}
                  >
                    {on && <Check className="size-3.5" aria-hidden />}
                    {c.year} {c.make} {c.model}
                  </button>
                );
              })}
            </div>
          )}
        </fieldset>
        {vehicles.length > 1 && <p className="text-xs text-stone-500">{t('history.compare.legend')}</p>}
        <ComparisonTable vehicles={vehicles} />
      </div>
    </div>
  );
}
