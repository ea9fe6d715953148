import { useMutation, useQueryClient } from '@tanstack/react-query';
import FileText from 'lucide-react/icons/file-text';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import type { ValueEntry } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { deleteValueEntry, historyKeys } from '../history-api';
import { money } from '../history-format';

/** Every value, newest first: manual entries can be edited and deleted, the rest open where they come from. */
export function ValueEntriesList({
  vehicleId,
  currency,
  entries,
  onEdit,
  onOpenDocument,
}: {
  vehicleId: string;
  currency: string;
  entries: ValueEntry[];
  onEdit: (e: ValueEntry) => void;
  onOpenDocument: (id: string) => void;
}) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteValueEntry(vehicleId, id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: historyKeys.all });
      notify.success(t('history.entries.deleted'));
    },
    onError: () => notify.error(t('history.entries.deleteFailed')),
  });
  if (entries.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-cream-200 bg-white px-4 py-8 text-center text-sm text-stone-600">{t('history.entries.empty')}</p>
    );
  return (
    <ul className="divide-y divide-cream-200 overflow-hidden rounded-xl border border-cream-200 bg-white" data-testid="value-entries">
      {[...entries].reverse().map((e) => (
        <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-stone-500">
              {formatDate(e.date, language)} · <span className="font-medium uppercase tracking-wide text-brass-700">{t(`history.kindsOfValue.${e.kind}`)}</span>
            </p>
            <p className="truncate text-sm text-forest-900">
              {[e.source, e.appraiser, e.note].filter(Boolean).join(' · ') || t(e.isManual ? 'history.entries.manual' : 'history.entries.fromVehicle')}
            </p>
            {e.currency !== currency && <p className="text-xs text-amber-800">{t('history.entries.otherCurrency', { currency })}</p>}
          </div>
          <p className="font-display text-lg font-semibold tabular-nums text-forest-900">{money(e, language)}</p>
          <div className="flex gap-1">
            {e.isManual ? (
              <>
                <Button variant="ghost" size="icon" aria-label={t('history.entries.edit')} onClick={() => onEdit(e)}>
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('history.entries.delete')}
                  className="text-red-800 hover:bg-red-50"
                  onClick={() => window.confirm(t('history.entries.confirmDelete')) && remove.mutate(e.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </>
            ) : (
              e.documentId && (
                <Button variant="ghost" size="icon" aria-label={t('history.entries.openDocument')} onClick={() => onOpenDocument(e.documentId!)}>
                  <FileText aria-hidden />
                </Button>
              )
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
