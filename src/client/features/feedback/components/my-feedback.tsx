import { useQuery } from '@tanstack/react-query';
import Star from 'lucide-react/icons/star';
import { formatDate } from '@shared/format/date';
import { LoadingBlock } from '@/components/loading-block';
import { useTranslation } from '@/lib/i18n';
import { myFeedbackQuery } from '../api/feedback-api';

/** What the user sent before, newest first. */
export function MyFeedback() {
  const { t, language } = useTranslation();
  const query = useQuery(myFeedbackQuery());
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <p className="text-sm text-red-700">{t('feedback.mine.loadError')}</p>;
  if (query.data.length === 0)
    return <p className="rounded-xl border border-dashed border-forest-200 bg-white p-5 text-sm text-stone-600">{t('feedback.mine.empty')}</p>;
  return (
    <ul className="space-y-3">
      {query.data.map((f) => (
        <li key={f.id} className="rounded-xl border border-cream-200 bg-white p-4 shadow-sm">
          <div className="mb-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
            <span className="rounded-full bg-forest-50 px-2 py-0.5 font-medium text-forest-800">{t(`feedback.categories.${f.category}`)}</span>
            <span>{formatDate(f.createdAt, language)}</span>
            {f.rating && (
              <span role="img" className="inline-flex items-center gap-0.5" aria-label={t('feedback.form.stars', { count: f.rating })}>
                {Array.from({ length: f.rating }, (_, i) => (
                  <Star key={i} className="size-3 fill-brass-400 text-brass-500" aria-hidden />
                ))}
              </span>
            )}
            {f.pagePath && <span className="min-w-0 max-w-full truncate">{f.pagePath}</span>}
          </div>
          <p className="whitespace-pre-line text-sm text-ink">{f.message}</p>
          {f.screenshotUrl && (
            <a href={f.screenshotUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
              <img src={f.screenshotUrl} alt={t('feedback.mine.screenshot')} loading="lazy" className="h-20 rounded border border-cream-200 object-cover" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
