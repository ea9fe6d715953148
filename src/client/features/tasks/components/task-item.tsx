import CalendarClock from 'lucide-react/icons/calendar-clock';
import Check from 'lucide-react/icons/check';
import FileText from 'lucide-react/icons/file-text';
import Flag from 'lucide-react/icons/flag';
import Pencil from 'lucide-react/icons/pencil';
import Repeat from 'lucide-react/icons/repeat';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import type { Task } from '@shared/tasks/task-schema';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { formatDue, formatReading, formatRecurrence } from '../task-format';

export const stateTone: Record<Task['state'], string> = {
  overdue: 'border-l-red-700',
  dueSoon: 'border-l-brass-500',
  upcoming: 'border-l-forest-300',
  done: 'border-l-stone-300',
};

/** One task: what, for which vehicle, when it is due, and its actions. */
export function TaskItem({
  task,
  onComplete,
  onEdit,
  onDelete,
  onReopen,
  showVehicle = true,
}: {
  task: Task;
  onComplete: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReopen: () => void;
  showVehicle?: boolean;
}) {
  const { t, language } = useTranslation();
  const recurrence = formatRecurrence(task, t, language);
  const isDone = task.state === 'done';
  return (
    <li
      data-testid="task-item"
      data-state={task.state}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-l-4 border-cream-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start',
        stateTone[task.state],
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('font-medium text-forest-900', isDone && 'text-stone-500 line-through')}>{task.title}</h3>
          <span className="rounded-full bg-cream-100 px-2 py-0.5 text-xs text-stone-700">{t(`tasks.categories.${task.category}`)}</span>
          {task.priority === 'high' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">
              <Flag className="size-3" aria-hidden />
              {t('tasks.priority.high')}
            </span>
          )}
        </div>
        {showVehicle && <p className="text-sm text-stone-600">{task.vehicleLabel ?? t('tasks.fields.general')}</p>}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-4 text-stone-500" aria-hidden />
            {isDone ? t('tasks.item.doneOn', { date: formatDate(task.completedDate, language) }) : formatDue(task, t, language)}
          </span>
          {!isDone && task.dueOdometer !== null && task.currentOdometer !== null && (
            <span className="text-stone-500">{t('tasks.item.now', { odometer: formatReading(task.currentOdometer, task.odometerUnit, language) })}</span>
          )}
          {isDone && task.documentId && (
            <Link
              to={`/documents?doc=${encodeURIComponent(task.documentId)}`}
              className="inline-flex items-center gap-1 text-forest-800 underline-offset-2 hover:underline"
            >
              <FileText className="size-4" aria-hidden />
              {t('tasks.item.document')}
            </Link>
          )}
          {recurrence && (
            <span className="inline-flex items-center gap-1 text-stone-600">
              <Repeat className="size-4" aria-hidden />
              {recurrence}
            </span>
          )}
        </p>
        {task.notes && <p className="line-clamp-2 whitespace-pre-line text-sm text-stone-600">{task.notes}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {isDone ? (
          <Button variant="outline" size="sm" onClick={onReopen}>
            <RotateCcw aria-hidden />
            {t('tasks.item.reopen')}
          </Button>
        ) : (
          <Button size="sm" onClick={onComplete}>
            <Check aria-hidden />
            {t('tasks.item.complete')}
          </Button>
        )}
        {!isDone && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('tasks.item.editNamed', { title: task.title })}>
            <Pencil aria-hidden />
            <span className="sr-only">{t('tasks.item.edit')}</span>
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="text-red-800 hover:bg-red-50"
          onClick={onDelete}
          aria-label={t('tasks.item.deleteNamed', { title: task.title })}
        >
          <Trash2 aria-hidden />
          <span className="sr-only">{t('tasks.item.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
