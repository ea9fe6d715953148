import { useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import ListPlus from 'lucide-react/icons/list-plus';
import X from 'lucide-react/icons/x';
import { useCallback, useMemo, useState } from 'react';
import { proposeTasks, type ProposalKind, type ProposalSource, type TaskProposal } from '@shared/tasks/proposals';
import { todayIso } from '@shared/tasks/task-dates';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { refreshTasks, saveTask } from '../api/tasks-api';
import { useCompleteTask } from '../hooks/use-complete-task';
import { completionFromSearch } from '../completion-link';
import { formatDue } from '../task-format';

/** The parts of a document record the proposals read (the add-document flow's record). */
export type ProposalRecord = Omit<ProposalSource, 'today' | 'serviceDate'> & { date?: string | null };

const proposalsOf = (r: ProposalRecord | undefined): TaskProposal[] => (r ? proposeTasks({ ...r, serviceDate: r.date, today: todayIso() }) : []);

/**
 * The tasks side of the add-document flow: the renewals and next service the document's dates
 * propose (accepted or dismissed in the review step, created when the document is saved, from the
 * record as saved), and the task that sent the user here to record its work (completed with the
 * saved document, with Undo).
 */
export function useDocumentTaskFollowUp({
  vehicleId,
  record,
  search,
  odometerUnit,
}: {
  vehicleId: string;
  record: ProposalRecord | undefined;
  search: URLSearchParams;
  /** The vehicle's: a task's reading counts in it once saved, so the proposal says it too (not always km). */
  odometerUnit: 'km' | 'mi' | null;
}) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const [decisions, setDecisions] = useState<Partial<Record<ProposalKind, 'accepted' | 'dismissed'>>>({});
  const proposals = useMemo(() => proposalsOf(record), [record]);
  const completion = useMemo(() => completionFromSearch(search), [search]);
  const complete = useCompleteTask();

  const afterSave = useCallback(
    async (documentId: string, saved: ProposalRecord) => {
      if (completion) complete.mutate({ id: completion.taskId, done: { date: completion.date, odometer: completion.odometer, documentId } });
      const accepted = proposalsOf(saved).filter((p) => decisions[p.kind] === 'accepted');
      if (accepted.length === 0 || !vehicleId) return;
      try {
        for (const p of accepted) {
          await saveTask(null, {
            vehicleId,
            title: t(`tasks.proposals.titles.${p.kind}`),
            category: p.category,
            dueDate: p.dueDate,
            dueOdometer: p.dueOdometer,
            recurMonths: p.recurMonths,
            recurDistance: p.recurDistance,
            sourceDocumentId: documentId,
          });
        }
        notify.success(t('tasks.proposals.added', { count: accepted.length }));
      } catch {
        notify.error(t('tasks.form.saveFailed'));
      }
      void refreshTasks(qc);
    },
    [completion, complete, decisions, vehicleId, t, qc],
  );

  const panel =
    proposals.length === 0 || !vehicleId ? null : (
      <section aria-labelledby="task-proposals" data-testid="task-proposals" className="rounded-xl border border-brass-200 bg-cream-50 p-4">
        <h3 id="task-proposals" className="flex items-center gap-2 font-medium text-forest-900">
          <ListPlus className="size-4 text-brass-600" aria-hidden />
          {t('tasks.proposals.title')}
        </h3>
        <p className="mb-3 text-sm text-stone-600">{t('tasks.proposals.description')}</p>
        <ul className="space-y-2">
          {proposals.map((p) => {
            const decision = decisions[p.kind];
            const decide = (d: 'accepted' | 'dismissed') => setDecisions((all) => ({ ...all, [p.kind]: d }));
            return (
              <li key={p.kind} data-testid="task-proposal" className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center">
                <div className={`min-w-0 flex-1 ${decision === 'dismissed' ? 'text-stone-400 line-through' : ''}`}>
                  <p className="font-medium text-forest-900">{t(`tasks.proposals.titles.${p.kind}`)}</p>
                  <p className="text-sm text-stone-600">
                    {formatDue({ ...p, odometerUnit }, t, language)}
                    {p.expires && ` · ${t('tasks.proposals.expires', { date: formatDate(p.expires, language) })}`}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {decision === 'accepted' ? (
                    <span className="inline-flex items-center gap-1 text-sm text-forest-700">
                      <Check className="size-4" aria-hidden />
                      {t('tasks.proposals.accepted')}
                    </span>
                  ) : (
                    <Button type="button" size="sm" variant="outline" onClick={() => decide('accepted')}>
                      <Check aria-hidden />
                      {t('tasks.proposals.accept')}
                    </Button>
                  )}
                  {decision !== 'dismissed' && (
                    <Button type="button" size="sm" variant="ghost" onClick={() => decide('dismissed')}>
                      <X aria-hidden />
                      {t('tasks.proposals.dismiss')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    );

  return { panel, afterSave };
}
