import { PriorityChoice } from '@/components/priority-choice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { taskCategories, taskInputSchema, taskMessageKey, taskPriorities, type Task, type TaskInput } from '@shared/tasks/task-schema';
import { FormField, selectClass, textareaClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { refreshTasks, saveTask } from '../api/tasks-api';

export interface VehicleChoice {
  id: string;
  label: string;
  odometerUnit: string;
}

interface Values {
  vehicleId: string;
  title: string;
  notes: string;
  dueDate: string;
  dueOdometer: string;
  priority: (typeof taskPriorities)[number];
  category: (typeof taskCategories)[number];
  recurMonths: string;
  recurDistance: string;
}

const fromTask = (task: Partial<Task> | undefined, vehicleId: string): Values => ({
  vehicleId: task?.vehicleId ?? vehicleId,
  title: task?.title ?? '',
  notes: task?.notes ?? '',
  dueDate: task?.dueDate ?? '',
  dueOdometer: task?.dueOdometer?.toString() ?? '',
  priority: task?.priority ?? 'medium',
  category: task?.category ?? 'service',
  recurMonths: task?.recurMonths?.toString() ?? '',
  recurDistance: task?.recurDistance?.toString() ?? '',
});

/** "5.000" and "5,000" are both five thousand: readings are whole numbers. Anything else stays NaN and is named. */
const whole = (s: string) => {
  const v = s.trim().replace(/[.,\s](?=\d{3}(\D|$))/g, '');
  if (v === '') return null;
  return /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
};

/**
 * Add or edit a task. The shared schema checks the input here first (the same rules the server
 * applies); the server's refusals, if any, appear beside the fields they name, in the user's language.
 */
export function TaskFormDialog({
  open,
  onOpenChange,
  task,
  vehicles,
  defaultVehicleId = '',
  preset,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task?: Task;
  vehicles: VehicleChoice[];
  defaultVehicleId?: string;
  /** Pre-filled values of a new task. */
  preset?: Partial<Task>;
  onSaved?: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [values, setValues] = useState<Values>(() => fromTask(task ?? preset, defaultVehicleId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const unit = vehicles.find((v) => v.id === values.vehicleId)?.odometerUnit ?? 'km';
  const message = (m: string) => t(`tasks.errors.${taskMessageKey(m) ?? 'invalid'}`);

  const save = useMutation({
    mutationFn: (input: TaskInput) => saveTask(task?.id ?? null, input),
    onSuccess: (saved) => {
      void refreshTasks(qc);
      notify.success(t(task ? 'tasks.form.updated' : 'tasks.form.added'));
      onSaved?.(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) {
        setErrors(Object.fromEntries(error.issues.map((i) => [i.path.replace(/^body\./, ''), message(i.message)])));
      } else notify.error(t('tasks.form.saveFailed'));
    },
  });

  const submit = () => {
    const input: TaskInput = {
      vehicleId: values.vehicleId || null,
      title: values.title,
      notes: values.notes,
      dueDate: values.dueDate || null,
      dueOdometer: whole(values.dueOdometer),
      priority: values.priority,
      category: values.category,
      recurMonths: whole(values.recurMonths),
      recurDistance: whole(values.recurDistance),
    };
    const checked = taskInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= message(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  const numberField = (key: 'dueOdometer' | 'recurMonths' | 'recurDistance', placeholder: string) => (
    <Input
      id={`task-${key}`}
      inputMode="numeric"
      placeholder={placeholder}
      value={values[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      aria-invalid={errors[key] ? true : undefined}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(task ? 'tasks.form.editTitle' : 'tasks.form.addTitle')}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField id="task-title" label={t('tasks.fields.title')} error={errors.title}>
          <Input
            id="task-title"
            maxLength={200}
            placeholder={t('tasks.fields.titlePlaceholder')}
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
            aria-invalid={errors.title ? true : undefined}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="task-vehicleId" label={t('tasks.fields.vehicle')} error={errors.vehicleId}>
            <select id="task-vehicleId" className={selectClass} value={values.vehicleId} onChange={(e) => set({ vehicleId: e.target.value })}>
              <option value="">{t('tasks.fields.general')}</option>
              {vehicles.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="task-category" label={t('tasks.fields.category')}>
            <select
              id="task-category"
              className={selectClass}
              value={values.category}
              onChange={(e) => set({ category: e.target.value as Values['category'] })}
            >
              {taskCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`tasks.categories.${c}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="task-dueDate" label={t('tasks.fields.dueDate')} error={errors.dueDate}>
            <Input
              id="task-dueDate"
              type="date"
              value={values.dueDate}
              onChange={(e) => set({ dueDate: e.target.value })}
              aria-invalid={errors.dueDate ? true : undefined}
            />
          </FormField>
          <FormField
            id="task-dueOdometer"
            label={t('tasks.fields.dueOdometer', { unit })}
            hint={values.vehicleId ? undefined : t('tasks.fields.odometerNeedsVehicle')}
            error={errors.dueOdometer}
          >
            {numberField('dueOdometer', '53000')}
          </FormField>
        </div>
        <fieldset className="rounded-lg border border-cream-200 p-3">
          <legend className="px-1 text-sm font-medium text-forest-900">{t('tasks.fields.repeat')}</legend>
          <p className="mb-3 text-xs text-stone-600">{t('tasks.fields.repeatHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="task-recurMonths" label={t('tasks.fields.recurMonths')} error={errors.recurMonths}>
              {numberField('recurMonths', '12')}
            </FormField>
            <FormField id="task-recurDistance" label={t('tasks.fields.recurDistance', { unit })} error={errors.recurDistance}>
              {numberField('recurDistance', '5000')}
            </FormField>
          </div>
        </fieldset>
        <FormField id="task-notes" label={t('tasks.fields.notes')} error={errors.notes}>
          <textarea id="task-notes" className={textareaClass} maxLength={4000} value={values.notes} onChange={(e) => set({ notes: e.target.value })} />
        </FormField>
        <PriorityChoice
          legend={t('tasks.fields.priority')}
          name="task-priority"
          options={taskPriorities}
          value={values.priority}
          labelOf={(p) => t(`tasks.priority.${p}`)}
          onChange={(priority) => set({ priority })}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('tasks.form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t(task ? 'tasks.form.save' : 'tasks.form.add')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
