import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Copy from 'lucide-react/icons/copy';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect, useState } from 'react';
import { taskMessageKey, taskSettingsInputSchema, type TaskSettings } from '@shared/tasks/task-schema';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { refreshTasks, rotateCalendar, taskKeys, taskSettingsQuery, updateTaskSettings } from '../api/tasks-api';
import { useTaskTexts } from '../hooks/use-task-texts';

/** The profile's tasks part: the due-soon window, reminder e-mails on or off, the secret calendar address. */
export function TaskSettingsCard() {
  const hasTexts = useTaskTexts();
  const query = useQuery(taskSettingsQuery());
  if (!hasTexts || !query.data) return null;
  return <SettingsForm settings={query.data} />;
}

function SettingsForm({ settings }: { settings: TaskSettings }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [days, setDays] = useState(String(settings.dueSoonDays));
  const [distance, setDistance] = useState(String(settings.dueSoonDistance));
  const [reminders, setReminders] = useState(settings.remindersEnabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setReminders(settings.remindersEnabled), [settings.remindersEnabled]);
  const onSaved = (s: TaskSettings) => {
    qc.setQueryData(taskKeys.settings, s);
    void refreshTasks(qc);
  };
  const save = useMutation({
    mutationFn: updateTaskSettings,
    onSuccess: (s) => {
      onSaved(s);
      notify.success(t('tasks.settings.saved'));
    },
    onError: () => notify.error(t('tasks.settings.saveFailed')),
  });
  const rotate = useMutation({
    mutationFn: rotateCalendar,
    onSuccess: (s) => {
      onSaved(s);
      notify.success(t('tasks.settings.rotated'));
    },
    onError: () => notify.error(t('tasks.settings.rotateFailed')),
  });
  const submit = () => {
    const checked = taskSettingsInputSchema.safeParse({ dueSoonDays: Number(days), dueSoonDistance: Number(distance), remindersEnabled: reminders });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), t(`tasks.errors.${taskMessageKey(i.message) ?? 'invalid'}`)])));
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(settings.calendarUrl);
      notify.success(t('tasks.settings.copied'));
    } catch {
      /* no clipboard (plain http): the address is selectable in its field */
    }
  };

  return (
    <Card className="p-6" data-testid="task-settings">
      <h2 className="font-display text-xl text-forest-900">{t('tasks.settings.title')}</h2>
      <p className="mb-4 text-sm text-stone-600">{t('tasks.settings.description')}</p>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="task-dueSoonDays" label={t('tasks.settings.dueSoonDays')} error={errors.dueSoonDays}>
            <Input
              id="task-dueSoonDays"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={errors.dueSoonDays ? true : undefined}
            />
          </FormField>
          <FormField id="task-dueSoonDistance" label={t('tasks.settings.dueSoonDistance')} error={errors.dueSoonDistance}>
            <Input
              id="task-dueSoonDistance"
              inputMode="numeric"
              value={distance}
              onChange={(e) => setDistance(e.target.value)}
              aria-invalid={errors.dueSoonDistance ? true : undefined}
            />
          </FormField>
        </div>
        <label className="flex items-start gap-2 text-sm text-forest-900">
          <input type="checkbox" className="mt-0.5 accent-forest-700" checked={reminders} onChange={(e) => setReminders(e.target.checked)} />
          {t('tasks.settings.reminders')}
        </label>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {t('tasks.settings.save')}
        </Button>
      </form>
      <div className="mt-6 space-y-2 border-t border-cream-200 pt-4">
        <FormField id="task-calendar" label={t('tasks.settings.calendar')} hint={t('tasks.settings.calendarHint')}>
          <Input id="task-calendar" readOnly value={settings.calendarUrl} onFocus={(e) => e.target.select()} className="font-mono text-xs" />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('tasks.settings.copy')}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
            <RefreshCw aria-hidden />
            {t('tasks.settings.rotate')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
