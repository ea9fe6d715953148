import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { formatMoney, totalsByCurrency } from '@shared/format/money';
import { useTranslation } from '@/lib/i18n';

/** The collection in figures: how many vehicles, and their estimated value per currency. */
export function GarageSummary({ vehicles }: { vehicles: Vehicle[] }) {
  const { t, language } = useTranslation();
  const totals = totalsByCurrency(vehicles.map((v) => ({ amount: v.estimatedValue, currency: v.currency })));
  return (
    <section aria-label={t('vehicles.garage.estimatedValue')} className="mb-6 grid gap-3 sm:grid-cols-[auto_1fr]">
      <div className="rounded-xl bg-forest-900 px-5 py-4 text-cream-50 shadow-sm">
        <p className="text-xs uppercase tracking-[0.18em] text-cream-100/70">{t('vehicles.garage.title')}</p>
        <p className="mt-1 font-display text-2xl" data-testid="garage-count">
          {t('vehicles.garage.count', { count: vehicles.length })}
        </p>
      </div>
      <div className="rounded-xl border border-cream-200 bg-white px-5 py-4 shadow-sm">
        <p className="text-xs uppercase tracking-[0.18em] text-stone-500">{t('vehicles.garage.estimatedValue')}</p>
        {totals.length === 0 ? (
          <p className="mt-1 font-display text-2xl text-stone-500">{t('vehicles.garage.noValue')}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1" data-testid="garage-totals">
            {totals.map((total) => (
              <li key={total.currency} className="font-display text-2xl text-forest-900">
                {formatMoney(total.amount, total.currency, language)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
