import { useQuery } from '@tanstack/react-query';
import ListChecks from 'lucide-react/icons/list-checks';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { taskCategories } from '@shared/tasks/task-schema';
import { ErrorBlock } from '@/components/error-block';
import { selectClass } from '@/components/form-field';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { tasksQuery } from '@/features/tasks/api/tasks-api';
import { taskFilterFromParams } from '@/features/tasks/task-filter-params';
import { TaskFormDialog } from '@/features/tasks/components/task-form-dialog';
import { TaskGroups } from '@/features/tasks/components/task-groups';
import { vehiclesQuery } from '@/features/vehicles/api/vehicles-api';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Tasks by state — overdue, due soon, upcoming, done — filtered by vehicle and category (kept in the address). */
export default function TasksScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('tasks.list.title'));
  const [params, setParams] = useSearchParams();
  const { vehicleId = '', category } = taskFilterFromParams(params);
  const query = useQuery(tasksQuery({ vehicleId: vehicleId || undefined, category }));
  const garage = useQuery(vehiclesQuery('owned'));
  const vehicles = useMemo(
    () => (garage.data ?? []).map((v) => ({ id: v.id, label: `${v.year} ${v.make} ${v.model}`, odometerUnit: v.odometerUnit })),
    [garage.data],
  );
  const [adding, setAdding] = useState(false);
  const setFilter = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  const isFiltered = Boolean(vehicleId || category);
  const tasks = query.data?.tasks ?? [];

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t('tasks.list.title')}
        description={t('tasks.list.description')}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {t('tasks.list.add')}
          </Button>
        }
      />
      <div className="mb-6 grid gap-3 sm:grid-cols-2" role="group" aria-label={t('tasks.list.filters')}>
        <label className="space-y-1 text-sm">
          <span className="font-medium text-forest-900">{t('tasks.fields.vehicle')}</span>
          <select className={selectClass} value={vehicleId} onChange={(e) => setFilter('vehicle', e.target.value)}>
            <option value="">{t('tasks.list.allVehicles')}</option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm">
          <span className="font-medium text-forest-900">{t('tasks.fields.category')}</span>
          <select className={selectClass} value={category ?? ''} onChange={(e) => setFilter('category', e.target.value)}>
            <option value="">{t('tasks.list.allCategories')}</option>
            {taskCategories.map((c) => (
              <option key={c} value={c}>
                {t(`tasks.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock title={t('tasks.list.loadError')} onRetry={() => void query.refetch()} />
      ) : tasks.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-forest-200 bg-white px-6 py-16 text-center">
          <ListChecks className="size-10 text-brass-500" aria-hidden />
          <h2 className="font-display text-2xl text-forest-900">{t(isFiltered ? 'tasks.list.noMatchTitle' : 'tasks.list.emptyTitle')}</h2>
          <p className="max-w-md text-stone-600">{t(isFiltered ? 'tasks.list.noMatchText' : 'tasks.list.emptyText')}</p>
          {isFiltered ? (
            <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
              {t('tasks.list.clearFilters')}
            </Button>
          ) : (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('tasks.list.addFirst')}
            </Button>
          )}
        </div>
      ) : (
        <TaskGroups tasks={tasks} vehicles={vehicles} />
      )}
      {adding && (
        <TaskFormDialog
          open
          vehicles={vehicles}
          defaultVehicleId={vehicleId}
          preset={category ? { category } : undefined}
          onOpenChange={(open) => !open && setAdding(false)}
        />
      )}
    </div>
  );
}
