import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { taskStates, type Task, type TaskState } from '@shared/tasks/task-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { deleteTask, refreshTasks, reopenTask } from '../api/tasks-api';
import { CompleteTaskDialog } from './complete-task-dialog';
import { TaskFormDialog, type VehicleChoice } from './task-form-dialog';
import { TaskItem } from './task-item';

const headingTone: Record<TaskState, string> = {
  overdue: 'text-red-800',
  dueSoon: 'text-brass-700',
  upcoming: 'text-forest-800',
  done: 'text-stone-600',
};

/** Tasks in their state groups (overdue, due soon, upcoming, done), each with complete, edit, delete. */
export function TaskGroups({
  tasks,
  vehicles,
  showVehicle = true,
  states = taskStates,
}: {
  tasks: Task[];
  vehicles: VehicleChoice[];
  showVehicle?: boolean;
  states?: readonly TaskState[];
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [completing, setCompleting] = useState<Task | null>(null);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const remove = useMutation({
    mutationFn: deleteTask,
    onSuccess: () => {
      setDeleting(null);
      void refreshTasks(qc);
      notify.success(t('tasks.item.deleted'));
    },
    onError: () => notify.error(t('tasks.item.deleteFailed')),
  });
  const reopen = useMutation({
    mutationFn: reopenTask,
    onSuccess: () => void refreshTasks(qc),
    onError: () => notify.error(t('tasks.complete.undoFailed')),
  });

  return (
    <>
      <div className="space-y-8">
        {states.map((state) => {
          const group = tasks.filter((x) => x.state === state);
          if (group.length === 0) return null;
          return (
            <section key={state} aria-labelledby={`tasks-${state}`} data-testid={`tasks-group-${state}`}>
              <h2 id={`tasks-${state}`} className={`mb-3 flex items-baseline gap-2 font-display text-xl font-semibold ${headingTone[state]}`}>
                {t(`tasks.states.${state}`)}
                <span className="text-sm font-normal text-stone-500">{group.length}</span>
              </h2>
              <ul className="space-y-3">
                {group.map((task) => (
                  <TaskItem
                    key={task.id}
                    task={task}
                    showVehicle={showVehicle}
                    onComplete={() => setCompleting(task)}
                    onEdit={() => setEditing(task)}
                    onDelete={() => setDeleting(task)}
                    onReopen={() => reopen.mutate(task.id)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {completing && <CompleteTaskDialog task={completing} onOpenChange={(open) => !open && setCompleting(null)} />}
      {editing && <TaskFormDialog open task={editing} vehicles={vehicles} onOpenChange={(open) => !open && setEditing(null)} />}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('tasks.item.deleteTitle')}
        description={deleting ? t('tasks.item.deleteText', { title: deleting.title }) : undefined}
      >
        <DialogFooter>
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {t('tasks.form.cancel')}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
            {t('tasks.item.delete')}
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
