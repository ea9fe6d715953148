import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ExternalLink from 'lucide-react/icons/external-link';
import Landmark from 'lucide-react/icons/landmark';
import Users from 'lucide-react/icons/users';
import { Link, useParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { priceGuidance } from '@shared/wishlist/price-guidance';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { wishlistSearchQuery } from '@/features/wishlist/api/wishlist-api';
import { yearsText } from '@/features/wishlist/components/wishlist-item-card';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';

/** Prices are kept in major units here; formatMoney takes minor units. */
const money = (amount: number, currency: string, language: 'en' | 'de') => formatMoney(Math.round(amount * 100), currency, language);

export default function WishlistSearchScreen() {
  const { t, language } = useTranslation();
  const { itemId = '' } = useParams();
  const query = useQuery(wishlistSearchQuery(itemId));
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <ErrorBlock title={missing ? t('wishlist.errors.notFound') : undefined} onRetry={missing ? undefined : () => void query.refetch()} />;
  }
  const { item, marketplaces, matches, prices } = query.data;
  const guidance = priceGuidance(prices);
  const summary = [
    yearsText(item, t('wishlist.list.anyYear')),
    item.keywords,
    item.budget !== null && t('wishlist.search.upTo', { amount: formatMoney(item.budget, item.currency, language) }),
  ].filter(Boolean);

  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <div>
        <Link to="/wishlist" className="mb-4 inline-flex items-center gap-1 text-sm text-forest-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t('wishlist.search.back')}
        </Link>
        <PageHeader title={t('wishlist.search.title', { name: `${item.make} ${item.model}` })} description={summary.join(' · ')} />
      </div>

      <section aria-labelledby="marketplaces-title">
        <h2 id="marketplaces-title" className="font-display text-2xl font-semibold text-forest-900">
          {t('wishlist.search.marketplaces')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-stone-600">{t('wishlist.search.marketplacesHint')}</p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {marketplaces.map((m) => (
            <li key={m.id}>
              <a
                href={m.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="group flex items-center justify-between gap-3 rounded-xl border border-cream-200 bg-white p-4 shadow-sm transition hover:border-brass-300 hover:shadow-md"
              >
                <span>
                  <span className="block font-medium text-forest-900">{m.name}</span>
                  <span className="block truncate text-xs text-stone-500">{new URL(m.url).hostname}</span>
                </span>
                <ExternalLink className="size-4 shrink-0 text-forest-600 group-hover:text-brass-700" aria-hidden />
                <span className="sr-only">{t('wishlist.search.opensNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="matches-title" className="rounded-2xl border border-cream-200 bg-white p-5 shadow-sm md:p-6">
        <h2 id="matches-title" className="flex items-center gap-2 font-display text-2xl font-semibold text-forest-900">
          <Users className="size-5 text-brass-500" aria-hidden />
          {t('wishlist.search.matches')}
        </h2>
        {matches.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('wishlist.search.noMatches')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-cream-200">
            {matches.map((m) => (
              <li key={m.vehicleId}>
                <a href={m.url} className="flex justify-between gap-3 py-2.5 text-forest-900 hover:underline">
                  <span>{`${m.year} ${m.make} ${m.model}${m.variant ? ` ${m.variant}` : ''}`}</span>
                  {m.conditionGrade && <span className="text-sm text-stone-500">{t(`wishlist.grades.${m.conditionGrade}`)}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="prices-title" className="rounded-2xl border border-cream-200 bg-white p-5 shadow-sm md:p-6">
        <h2 id="prices-title" className="flex items-center gap-2 font-display text-2xl font-semibold text-forest-900">
          <Landmark className="size-5 text-brass-500" aria-hidden />
          {t('wishlist.search.prices')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('wishlist.search.pricesHint', { name: `${item.make} ${item.model}` })}</p>
        {guidance.length === 0 ? (
          <p className="mt-4 rounded-lg bg-cream-50 p-4 text-sm text-stone-600">{t('wishlist.search.noPrices')}</p>
        ) : (
          <>
            {guidance.map((g) => (
              <dl key={g.currency} className="mt-4 grid grid-cols-3 gap-3 text-center">
                {(['low', 'median', 'high'] as const).map((k) => (
                  <div key={k} className="rounded-xl bg-cream-50 p-3">
                    <dt className="text-xs uppercase tracking-wider text-stone-500">{t(`wishlist.search.${k}`)}</dt>
                    <dd className="mt-1 font-display text-xl font-semibold text-forest-900 sm:text-2xl">{money(g[k], g.currency, language)}</dd>
                  </div>
                ))}
              </dl>
            ))}
            <ul className="mt-4 divide-y divide-cream-200 text-sm">
              {prices.map((p, i) => (
                <li key={`${p.vehicleId}-${i}`} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
                  <Link to={`/vehicle/${p.vehicleId}`} className="text-forest-800 hover:underline">
                    {p.label}
                  </Link>
                  <span className="text-stone-600">
                    {t(`wishlist.search.kind.${p.kind}`)}
                    {p.date && ` · ${formatDate(p.date, language)}`} ·{' '}
                    <span className="font-medium text-forest-900">{money(p.amount, p.currency, language)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
