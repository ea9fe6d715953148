import { useQuery } from '@tanstack/react-query';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { taskSummaryQuery } from '../api/tasks-api';
import { useTaskTexts } from '../hooks/use-task-texts';

/** The overdue count: of one vehicle (the garage card) or of all tasks (the sidebar's Tasks entry). */
export function OverdueBadge({ vehicleId, compact = false, className }: { vehicleId?: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  // The sidebar sits outside the screens' QueryClientProvider: the one client is named here.
  const { data } = useQuery(taskSummaryQuery(), queryClient);
  const hasTexts = useTaskTexts();
  const count = vehicleId ? (data?.overdueByVehicle[vehicleId] ?? 0) : (data?.overdue ?? 0);
  if (count === 0 || !hasTexts) return null;
  const label = t('tasks.badge.overdue', { count });
  if (compact) {
    return (
      <span
        data-testid="overdue-count"
        title={label}
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-[11px] font-semibold leading-5 text-white',
          className,
        )}
      >
        {count}
        <span className="sr-only"> {label}</span>
      </span>
    );
  }
  return (
    <span
      data-testid="overdue-badge"
      className={cn('inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-medium text-white shadow', className)}
    >
      <AlertTriangle className="size-3" aria-hidden />
      {label}
    </span>
  );
}
