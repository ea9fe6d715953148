import { formatDate } from '@shared/format/date';
import type { Transfer } from '@shared/transfers/transfer-api';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

const statusTone: Record<Transfer['status'], string> = {
  pending: 'bg-brass-300/50 text-brass-700',
  completed: 'bg-forest-100 text-forest-800',
  cancelled: 'bg-stone-100 text-stone-700',
  declined: 'bg-stone-100 text-stone-700',
  expired: 'bg-red-50 text-red-800',
};

/** One row per transfer: vehicle, the other party, status and expiry, and what may be done with it. */
export function TransferList({
  transfers,
  direction,
  onAction,
  busyId,
}: {
  transfers: Transfer[];
  direction: 'incoming' | 'outgoing';
  onAction: (t: Transfer) => void;
  busyId: string | null;
}) {
  const { t, language } = useTranslation();
  if (transfers.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-forest-200 bg-white px-4 py-6 text-center text-sm text-stone-600">
        {t(`transfers.test.${direction}Empty`)}
      </p>
    );
  return (
    <ul className="divide-y divide-cream-200 rounded-xl border border-cream-200 bg-white shadow-sm">
      {transfers.map((tr) => (
        <li key={tr.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
            <p className="truncate font-medium text-forest-900">{tr.vehicle_name}</p>
            <p className="break-words text-sm text-stone-600">
              {direction === 'incoming' ? t('transfers.test.from', { email: tr.from_email }) : t('transfers.test.to', { email: tr.to_email })} ·{' '}
              {tr.status === 'completed' && tr.completed_at
                ? t('transfers.test.completedOn', { date: formatDate(tr.completed_at, language, '') })
                : t('transfers.test.expires', { date: formatDate(tr.expires_at, language, '') })}
            </p>
          </div>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${statusTone[tr.status]}`}>{t(`transfers.status.${tr.status}`)}</span>
          {tr.status === 'pending' && (
            <Button size="sm" variant="outline" disabled={busyId === tr.id} onClick={() => onAction(tr)}>
              {direction === 'incoming' ? t('transfers.test.decline') : t('transfers.test.cancel')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
