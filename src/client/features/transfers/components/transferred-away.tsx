import { useQuery } from '@tanstack/react-query';
import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import { formatDate } from '@shared/format/date';
import { useTranslation } from '@/lib/i18n';
import { transferredAwayQuery } from '../transfers-api';

/**
 * Previously Owned, the transferred part: what the user keeps of each vehicle they transferred —
 * the snapshot taken when it left (its facts and its documents' history), read-only.
 */
export function TransferredAway() {
  const { t, language } = useTranslation();
  const query = useQuery(transferredAwayQuery());
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-labelledby="transferred-away" className="mt-10 space-y-4">
      <h2 id="transferred-away" className="font-display text-2xl font-semibold text-forest-900">
        {t('transfers.previous.title')}
      </h2>
      <ul className="space-y-4">
        {query.data.map((s) => (
          <li key={s.transfer.id} className="rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-700">{String(s.vehicle.year)}</p>
                <h3 className="font-display text-2xl text-forest-900">
                  {String(s.vehicle.make)} {String(s.vehicle.model)}
                </h3>
              </div>
              <p className="inline-flex items-center gap-2 rounded-full bg-forest-900 px-3 py-1 text-sm text-cream-50">
                <ArrowRightLeft className="size-3.5" aria-hidden />
                {t('transfers.previous.transferred', { date: formatDate(s.transfer.completed_at, language, ''), email: s.transfer.to_email })}
              </p>
            </div>
            {s.documents.length > 0 ? (
              <details className="mt-4 group">
                <summary className="cursor-pointer text-sm font-medium text-forest-700">
                  {t('transfers.previous.documents', { count: s.documents.length })}
                </summary>
                <ul className="mt-2 divide-y divide-cream-100 text-sm">
                  {s.documents.map((d) => (
                    <li key={d.id} className="flex justify-between gap-3 py-1.5">
                      <span className="min-w-0 truncate text-forest-900">{d.title}</span>
                      <span className="shrink-0 text-stone-500">{formatDate(d.date, language, '')}</span>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <p className="mt-4 text-sm text-stone-600">{t('transfers.previous.noDocuments')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
