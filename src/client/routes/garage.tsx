import { useQuery, useQueryClient } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { vehicleKeys, vehiclesQuery } from '@/features/vehicles/api/vehicles-api';
import { EmptyGarage } from '@/features/vehicles/components/empty-garage';
import { GarageSummary } from '@/features/vehicles/components/garage-summary';
import { GarageToolbar } from '@/features/vehicles/components/garage-toolbar';
import { VehicleCard } from '@/features/vehicles/components/vehicle-card';
import { OverdueBadge } from '@/features/tasks/components/overdue-badge';
import { garageSorts, matchesSearch, sortVehicles, type GarageSort } from '@/features/vehicles/hooks/garage-order';
import { claimPendingVehicle, pendingVehicle } from '@/features/vehicles/hooks/pending-vehicle';
import { vehicleName } from '@/features/vehicles/hooks/vehicle-name';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProgressiveCount } from '@/lib/use-progressive-count';
import { notify } from '@/lib/notify';

/** A visitor's quick-added vehicle lands here right after they signed up or in. */
function usePendingVehicleClaim() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useEffect(() => {
    if (!pendingVehicle()) return;
    void claimPendingVehicle()
      .then((vehicle) => {
        if (!vehicle) return;
        void qc.invalidateQueries({ queryKey: vehicleKeys.all });
        notify.success(t('vehicles.garage.claimed', { vehicle: vehicleName(vehicle) }));
      })
      .catch(() => notify.error(t('vehicles.quick.error')));
  }, [qc, t]);
}

export default function GarageScreen() {
  const { t, language } = useTranslation();
  useDocumentTitle(t('vehicles.garage.title'));
  usePendingVehicleClaim();
  const query = useQuery(vehiclesQuery('owned'));
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const deferredSearch = useDeferredValue(search);
  const sort: GarageSort = garageSorts.includes(params.get('sort') as GarageSort) ? (params.get('sort') as GarageSort) : 'updated';
  const setSort = (s: GarageSort) => {
    const next = new URLSearchParams(params);
    if (s === 'updated') next.delete('sort');
    else next.set('sort', s);
    setParams(next, { replace: true });
  };
  const vehicles = useMemo(
    () =>
      sortVehicles(
        (query.data ?? []).filter((v) => matchesSearch(v, deferredSearch)),
        sort,
        language,
      ),
    [query.data, deferredSearch, sort, language],
  );

  const shown = useProgressiveCount(vehicles.length);

  const addButton = (
    <Button asChild>
      <Link to="/add-vehicle">
        <Plus aria-hidden />
        {t('vehicles.garage.add')}
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('vehicles.garage.title')} description={t('vehicles.garage.description')} actions={query.data?.length ? addButton : undefined} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock title={t('vehicles.garage.loadError')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyGarage />
      ) : (
        <>
          <GarageSummary vehicles={query.data} />
          <GarageToolbar query={search} onQuery={setSearch} sort={sort} onSort={setSort} />
          {vehicles.length === 0 ? (
            <div className="rounded-xl border border-dashed border-forest-200 bg-white px-6 py-12 text-center">
              <p className="text-stone-600">{t('vehicles.garage.noMatches', { query: deferredSearch })}</p>
              <Button variant="link" onClick={() => setSearch('')}>
                {t('vehicles.garage.clearSearch')}
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 md:gap-6 xl:grid-cols-3 2xl:grid-cols-4" aria-label={t('vehicles.garage.title')}>
              {vehicles.slice(0, shown).map((v) => (
                <VehicleCard key={v.id} vehicle={v} badge={<OverdueBadge vehicleId={v.id} />} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
