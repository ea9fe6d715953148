import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { formatVin } from '@shared/vehicles/vin';
import { formatMoney } from '@shared/format/money';
import { numberFormat } from '@shared/format/number-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scaleMax } from '@shared/history/condition-scales';
import { conditionGradeLabel } from '@/components/condition-grade';
import { useTranslation } from '@/lib/i18n';
import { vehicleName } from '../hooks/vehicle-name';
import { VehicleCover } from './vehicle-cover';

export function formatOdometer(v: Pick<Vehicle, 'odometer' | 'odometerUnit'>, language: string, na: string) {
  if (v.odometer === null) return na;
  return `${numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(v.odometer)} ${v.odometerUnit}`;
}

/** One vehicle in the garage: a card with its photo on wide screens, a row on phones. `badge`: shown on the photo (e.g. overdue tasks). */
export function VehicleCard({ vehicle, badge }: { vehicle: Vehicle; badge?: ReactNode }) {
  const { t, language } = useTranslation();
  const name = vehicleName(vehicle);
  const na = t('vehicles.na');
  return (
    <li data-testid="vehicle-card" className="group min-w-0">
      <Link
        to={`/vehicle/${vehicle.id}`}
        // content-visibility: cards below the fold are laid out and painted only when scrolled to.
        className="flex h-full overflow-hidden rounded-xl [contain-intrinsic-size:auto_8rem] [content-visibility:auto] md:[contain-intrinsic-size:auto_22rem] border border-cream-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brass-300 hover:shadow-md focus-visible:-translate-y-0.5 md:flex-col"
      >
        <div className="relative aspect-[4/3] w-32 shrink-0 overflow-hidden bg-cream-100 sm:w-40 md:w-full">
          <VehicleCover
            vehicle={vehicle}
            label={vehicle.photos.length ? name : t('vehicles.card.noPhoto')}
            className="size-full transition duration-500 group-hover:scale-[1.03]"
          />
          {badge && <div className="absolute left-2 top-2 max-w-[calc(100%-1rem)]">{badge}</div>}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 md:p-4">
          <div className="min-w-0">
            <p className="flex items-center justify-between gap-2 text-xs font-semibold uppercase tracking-[0.16em] text-brass-700">
              {vehicle.year}
              {vehicle.conditionGrade !== null && (
                <span
                  data-testid="card-grade"
                  title={conditionGradeLabel(vehicle, t) ?? undefined}
                  className="rounded-full bg-forest-50 px-2 py-0.5 text-[11px] normal-case tracking-normal text-forest-800"
                >
                  {t('history.card.grade', { grade: vehicle.conditionGrade, max: vehicle.conditionScale ? scaleMax[vehicle.conditionScale] : 5 })}
                </span>
              )}
            </p>
            <h2 className="truncate font-display text-lg font-semibold leading-snug text-forest-900 md:text-xl">
              {vehicle.make} {vehicle.model}
            </h2>
            {vehicle.variant && <p className="truncate text-sm text-stone-600">{vehicle.variant}</p>}
          </div>
          <p className="truncate font-mono text-xs tracking-wider text-stone-500">
            <span className="sr-only">{t('vehicles.fields.vin')}: </span>
            {formatVin(vehicle.vin, t('vehicles.noVin'))}
          </p>
          <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-cream-200 pt-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-stone-500">{t('vehicles.card.odometer')}</dt>
              <dd className="truncate font-medium text-forest-900">{formatOdometer(vehicle, language, na)}</dd>
            </div>
            <div className="min-w-0 text-right">
              <dt className="text-xs text-stone-500">{t('vehicles.card.value')}</dt>
              <dd className="truncate font-medium text-forest-900">{formatMoney(vehicle.estimatedValue, vehicle.currency, language, na)}</dd>
            </div>
          </dl>
        </div>
      </Link>
    </li>
  );
}
