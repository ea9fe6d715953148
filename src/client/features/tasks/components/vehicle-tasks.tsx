import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { tasksQuery } from '../api/tasks-api';
import { TaskFormDialog } from './task-form-dialog';
import { TaskGroups } from './task-groups';

/** The vehicle profile's open tasks, with add; the full list is on /tasks filtered to it. */
export function VehicleTasks({ vehicle, canEdit }: { vehicle: { id: string; label: string; odometerUnit: string }; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(tasksQuery({ vehicleId: vehicle.id, status: 'open' }));
  const [adding, setAdding] = useState(false);
  const tasks = query.data?.tasks ?? [];
  if (!canEdit && tasks.length === 0) return null;
  return (
    <section aria-labelledby="vehicle-tasks" data-testid="vehicle-tasks">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="vehicle-tasks" className="font-display text-xl font-semibold text-forest-900">
          {t('tasks.vehicle.title')}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={`/tasks?vehicle=${vehicle.id}`}>{t('tasks.vehicle.all')}</Link>
          </Button>
          {canEdit && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('tasks.vehicle.add')}
            </Button>
          )}
        </div>
      </div>
      {query.isSuccess && tasks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-cream-300 bg-white px-4 py-6 text-center text-sm text-stone-600">{t('tasks.vehicle.empty')}</p>
      ) : (
        <TaskGroups tasks={tasks} vehicles={[vehicle]} showVehicle={false} states={['overdue', 'dueSoon', 'upcoming']} />
      )}
      {adding && <TaskFormDialog open vehicles={[vehicle]} defaultVehicleId={vehicle.id} onOpenChange={(open) => !open && setAdding(false)} />}
    </section>
  );
}
