import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** The three history screens of a vehicle share a header: back to the vehicle, its name, and tabs between them. */
export function HistoryHeader({
  vehicleId,
  vehicleName,
  title,
  actions,
}: {
  vehicleId: string;
  vehicleName: string | null;
  title: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = [
    { to: `/vehicle/${vehicleId}/timeline`, label: t('history.tabs.timeline') },
    { to: `/vehicle/${vehicleId}/value-history`, label: t('history.tabs.valueHistory') },
    { to: `/vehicle/${vehicleId}/comparison`, label: t('history.tabs.comparison') },
  ];
  return (
    <header className="mb-6 space-y-4">
      <Link to={`/vehicle/${vehicleId}`} className="inline-flex items-center gap-1 text-sm text-forest-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('history.backToVehicle')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {vehicleName && <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700">{vehicleName}</p>}
          <h1 className="font-display text-3xl font-semibold text-forest-900">{title}</h1>
        </div>
        {actions}
      </div>
      <nav aria-label={t('history.tabs.label')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-cream-200 px-1">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'border-brass-500 text-forest-900' : 'border-transparent text-stone-600 hover:text-forest-800',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}

/** SPEC-style "not yours": another owner's vehicle looks exactly like one that does not exist. */
export function VehicleNotFound() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <h1 className="font-display text-2xl text-forest-900">{t('history.notFound.title')}</h1>
      <p className="text-sm text-stone-600">{t('history.notFound.text')}</p>
      <Link to="/garage" className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline">
        {t('history.notFound.back')}
      </Link>
    </div>
  );
}
