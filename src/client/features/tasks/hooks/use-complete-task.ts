import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskCompletion } from '@shared/tasks/task-schema';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { completeTask, refreshTasks, reopenTask } from '../api/tasks-api';
import { formatDue } from '../task-format';

/**
 * Completing a task, with Undo in the toast: undo opens it again and removes the next task a
 * recurring one made. The toast stays for 8 s so that there is time to press it.
 */
export function useCompleteTask(opts: { onDone?: () => void } = {}) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const undo = useMutation({
    mutationFn: reopenTask,
    onSuccess: () => {
      void refreshTasks(qc);
      notify.info(t('tasks.complete.undone'));
    },
    onError: () => notify.error(t('tasks.complete.undoFailed')),
  });
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: TaskCompletion }) => completeTask(id, done),
    onSuccess: ({ task, next }) => {
      void refreshTasks(qc);
      opts.onDone?.();
      notify.success(t('tasks.complete.done', { title: task.title }), {
        description: next ? t('tasks.complete.next', { due: formatDue(next, t, language) }) : undefined,
        action: { label: t('tasks.complete.undo'), onClick: () => undo.mutate(task.id) },
        duration: 8_000,
      });
    },
    onError: () => notify.error(t('tasks.complete.failed')),
  });
}
