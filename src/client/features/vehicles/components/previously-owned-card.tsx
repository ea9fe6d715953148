import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import { Link } from 'react-router';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { vehicleName } from '../hooks/vehicle-name';
import { VehicleCover } from './vehicle-cover';

/** Whole years between two calendar dates, for "owned 14 years". */
function yearsBetween(from: string, to: string): number {
  const [a, b] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  if (b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate())) years -= 1;
  return Math.max(0, years);
}

/** A vehicle that left the garage: how long it stayed, what it cost, what it fetched. Read-only. */
export function PreviouslyOwnedCard({ vehicle: v }: { vehicle: Vehicle }) {
  const { t, language } = useTranslation();
  const na = t('vehicles.na');
  const end = v.saleDate;
  const period = v.purchaseDate
    ? t('vehicles.previous.period', { from: formatDate(v.purchaseDate, language, na), to: formatDate(end, language, na) })
    : t('vehicles.previous.until', { to: formatDate(end, language, na) });
  const result = v.purchasePrice !== null && v.salePrice !== null ? v.salePrice - v.purchasePrice : null;
  return (
    <li data-testid="previous-card">
      <article className="flex flex-col overflow-hidden rounded-xl border border-cream-200 bg-white shadow-sm sm:flex-row">
        {/* The title links too: the photo's link is for the mouse only, not read out twice. */}
        <Link to={`/vehicle/${v.id}`} aria-hidden tabIndex={-1} className="relative block aspect-[4/3] shrink-0 bg-cream-100 sm:w-56">
          <VehicleCover vehicle={v} label={vehicleName(v)} className="size-full grayscale-[35%]" />
          <span className="absolute left-2 top-2 rounded-full bg-forest-900/85 px-2 py-0.5 text-xs font-medium text-cream-50">
            {v.status === 'sold' ? t('vehicles.profile.sold') : t('vehicles.profile.transferred')}
          </span>
        </Link>
        <div className="flex flex-1 flex-col gap-4 p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 className="font-display text-xl font-semibold text-forest-900">
                <Link to={`/vehicle/${v.id}`} className="hover:underline">
                  {vehicleName(v)}
                </Link>
              </h2>
              <p className="text-sm text-stone-600">
                {t('vehicles.previous.owned')}: {period}
                {v.purchaseDate && end && ` · ${t('vehicles.previous.years', { count: yearsBetween(v.purchaseDate, end) })}`}
              </p>
            </div>
            <span className="rounded-full border border-cream-200 px-2 py-0.5 text-xs text-stone-500">{t('vehicles.previous.readOnly')}</span>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-stone-500">{t('vehicles.previous.purchase')}</dt>
              <dd className="font-medium text-forest-900">{formatMoney(v.purchasePrice, v.currency, language, na)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500">{t('vehicles.previous.sale')}</dt>
              <dd className="font-medium text-forest-900">{formatMoney(v.salePrice, v.currency, language, na)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500">{t('vehicles.previous.result')}</dt>
              <dd
                data-testid="gain-loss"
                className={cn('flex items-center gap-1 font-semibold', result === null ? 'text-stone-500' : result >= 0 ? 'text-forest-700' : 'text-red-700')}
              >
                {result !== null && (result >= 0 ? <TrendingUp className="size-4" aria-hidden /> : <TrendingDown className="size-4" aria-hidden />)}
                {result === null ? na : `${result >= 0 ? '+' : '−'}${formatMoney(Math.abs(result), v.currency, language)}`}
                {result !== null && <span className="sr-only">({result >= 0 ? t('vehicles.previous.gain') : t('vehicles.previous.loss')})</span>}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-stone-500">{t('vehicles.previous.buyer')}</dt>
              <dd className="truncate font-medium text-forest-900">{v.buyerName ?? na}</dd>
            </div>
          </dl>
        </div>
      </article>
    </li>
  );
}
