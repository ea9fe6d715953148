import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { taskCompletionSchema, taskMessageKey, type Task } from '@shared/tasks/task-schema';
import { todayIso } from '@shared/tasks/task-dates';
import { formatDate } from '@shared/format/date';
import { FormField, selectClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { vehicleDocumentsQuery } from '../api/tasks-api';
import { useCompleteTask } from '../hooks/use-complete-task';
import { completionDocumentUrl } from '../completion-link';

/**
 * Marks a task done: the day and the reading (the vehicle's latest one offered), and the paper the
 * work left behind: a document of the vehicle already stored, picked here, or a new one — straight
 * on to the add-document flow, pre-filled, which completes the task with it once it is saved.
 */
export function CompleteTaskDialog({ task, onOpenChange }: { task: Task; onOpenChange: (open: boolean) => void }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const [date, setDate] = useState(todayIso());
  const [odometer, setOdometer] = useState(task.currentOdometer?.toString() ?? '');
  const [withDocument, setWithDocument] = useState(false);
  const [documentId, setDocumentId] = useState('');
  const documents = useQuery({ ...vehicleDocumentsQuery(task.vehicleId ?? ''), enabled: task.vehicleId !== null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const complete = useCompleteTask({ onDone: () => onOpenChange(false) });

  const submit = () => {
    const reading = odometer.trim() === '' ? null : Number(odometer.trim().replace(/[.,\s](?=\d{3}(\D|$))/g, ''));
    const checked = taskCompletionSchema.safeParse({ date, odometer: reading, documentId: documentId || null });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), t(`tasks.errors.${taskMessageKey(i.message) ?? 'invalid'}`)])));
      return;
    }
    if (withDocument && !documentId && task.vehicleId) {
      onOpenChange(false);
      void navigate(completionDocumentUrl(task, checked.data));
      return;
    }
    complete.mutate({ id: task.id, done: checked.data });
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title={t('tasks.complete.title')} description={task.title}>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="complete-date" label={t('tasks.complete.date')} error={errors.date}>
            <Input
              id="complete-date"
              type="date"
              value={date}
              max={todayIso()}
              onChange={(e) => setDate(e.target.value)}
              aria-invalid={errors.date ? true : undefined}
            />
          </FormField>
          {task.vehicleId && (
            <FormField id="complete-odometer" label={t('tasks.complete.odometer', { unit: task.odometerUnit ?? 'km' })} error={errors.odometer}>
              <Input
                id="complete-odometer"
                inputMode="numeric"
                value={odometer}
                onChange={(e) => setOdometer(e.target.value)}
                aria-invalid={errors.odometer ? true : undefined}
              />
            </FormField>
          )}
        </div>
        {task.recurMonths !== null || task.recurDistance !== null ? <p className="text-sm text-stone-600">{t('tasks.complete.recurringNote')}</p> : null}
        {task.vehicleId && documents.data && documents.data.documents.length > 0 && (
          <FormField id="complete-document" label={t('tasks.complete.document')}>
            <select id="complete-document" className={selectClass} value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
              <option value="">{t('tasks.complete.noDocument')}</option>
              {documents.data.documents.map((d) => (
                <option key={d.id} value={d.id}>
                  {`${d.title} · ${formatDate(d.date, language)}`}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {task.vehicleId && !documentId && (
          <label className="flex items-start gap-2 text-sm text-forest-900">
            <input type="checkbox" className="mt-0.5 accent-forest-700" checked={withDocument} onChange={(e) => setWithDocument(e.target.checked)} />
            <span>
              {t('tasks.complete.withDocument')}
              <span className="block text-xs text-stone-600">{t('tasks.complete.withDocumentHint')}</span>
            </span>
          </label>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('tasks.form.cancel')}
          </Button>
          <Button type="submit" disabled={complete.isPending}>
            {withDocument && !documentId ? t('tasks.complete.continue') : t('tasks.complete.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
