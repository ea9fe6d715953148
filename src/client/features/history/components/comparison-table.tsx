import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scaleMax } from '@shared/history/condition-scales';
import type { ComparedVehicle } from '@shared/history/history-api';
import { spendCategories } from '@shared/history/spending';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { count, money } from '../history-format';

interface Row {
  key: string;
  label: string;
  value: (v: ComparedVehicle) => string;
  group?: string;
}

/**
 * One column per vehicle, the labels in a sticky first column: at 390 px the vehicles scroll
 * sideways under their labels. A cell that differs from the first vehicle's is highlighted.
 */
export function ComparisonTable({ vehicles }: { vehicles: ComparedVehicle[] }) {
  const { t, language } = useTranslation();
  const na = t('history.na');
  const m = (v: ComparedVehicle, amount: number | null | undefined) =>
    amount === null || amount === undefined ? na : money({ amount, currency: v.currency }, language);
  const rows: Row[] = [
    { key: 'year', label: t('history.compare.rows.year'), value: (v) => String(v.year) },
    { key: 'variant', label: t('history.compare.rows.variant'), value: (v) => v.variant ?? na },
    { key: 'engine', label: t('history.compare.rows.engine'), value: (v) => v.engine ?? na },
    { key: 'transmission', label: t('history.compare.rows.transmission'), value: (v) => (v.transmission ? t(`vehicles.transmissions.${v.transmission}`) : na) },
    { key: 'body', label: t('history.compare.rows.bodyStyle'), value: (v) => (v.bodyStyle ? t(`vehicles.bodyStyles.${v.bodyStyle}`) : na) },
    {
      key: 'odometer',
      label: t('history.compare.rows.odometer'),
      value: (v) => (v.odometer === null ? na : `${count(v.odometer, language)} ${v.odometerUnit}`),
    },
    {
      key: 'matching',
      label: t('history.compare.rows.matchingNumbers'),
      value: (v) => (v.matchingNumbers === null ? na : v.matchingNumbers ? t('history.yes') : t('history.no')),
    },
    {
      key: 'condition',
      label: t('history.compare.rows.condition'),
      value: (v) =>
        v.condition ? `${v.condition.grade}/${scaleMax[v.condition.scale]} · ${t(`history.scales.${v.condition.scale}.grades.${v.condition.grade}`)}` : na,
    },
    {
      key: 'currentValue',
      group: t('history.compare.groups.value'),
      label: t('history.compare.rows.currentValue'),
      value: (v) => m(v, v.figures.currentValue?.amount),
    },
    { key: 'purchase', label: t('history.compare.rows.purchasePrice'), value: (v) => m(v, v.figures.purchasePrice) },
    {
      key: 'change',
      label: t('history.compare.rows.valueChange'),
      value: (v) => {
        const c = v.figures.valueChange;
        if (!c) return na;
        return `${c.amount > 0 ? '+' : ''}${m(v, c.amount)}${c.percent !== null ? ` (${c.percent > 0 ? '+' : ''}${c.percent.toLocaleString(language === 'de' ? 'de-DE' : 'en-US')} %)` : ''}`;
      },
    },
    ...spendCategories.map((c, i) => ({
      key: `spend-${c}`,
      group: i === 0 ? t('history.compare.groups.spending') : undefined,
      label: t(`history.categories.${c}`),
      value: (v: ComparedVehicle) => m(v, v.figures.spending.byCategory[c]),
    })),
    { key: 'spend-total', label: t('history.figures.spendingTotal'), value: (v) => m(v, v.figures.spending.total) },
    { key: 'perYear', label: t('history.compare.rows.perYear'), value: (v) => m(v, v.figures.spendPerYear) },
    {
      key: 'perThousand',
      label: t('history.compare.rows.perThousand'),
      value: (v) => (v.figures.spendPerThousand === null ? na : `${m(v, v.figures.spendPerThousand)} / ${count(1000, language)} ${v.odometerUnit}`),
    },
    { key: 'documents', label: t('history.compare.rows.documents'), value: (v) => count(v.documents, language) },
  ];
  const cell = (children: ReactNode, differs: boolean, key: string) => (
    <td
      key={key}
      className={cn(
        'min-w-[10.5rem] max-w-[16rem] border-b border-cream-100 px-3 py-2 align-top text-sm tabular-nums text-forest-900',
        differs && 'bg-amber-50 font-medium',
      )}
    >
      {children}
    </td>
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-cream-200 bg-white shadow-sm" data-testid="comparison-table">
      <table className="w-full border-separate border-spacing-0">
        <caption className="sr-only">{t('history.compare.caption')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-36 min-w-[7.5rem] border-b border-r border-cream-200 bg-cream-50 px-3 py-2 text-left text-xs font-medium text-stone-500"
            >
              <span className="sr-only">{t('history.compare.label')}</span>
            </th>
            {vehicles.map((v) => (
              <th key={v.id} scope="col" className="min-w-[10.5rem] border-b border-cream-200 px-3 py-2 text-left align-top">
                {v.thumbUrl ? <img src={v.thumbUrl} alt="" className="mb-2 aspect-[4/3] w-full max-w-[12rem] rounded-md object-cover" /> : null}
                <Link to={`/vehicle/${v.id}`} className="font-display text-base font-semibold leading-snug text-forest-900 hover:underline">
                  {v.year} {v.make} {v.model}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const values = vehicles.map(r.value);
            return [
              r.group && (
                <tr key={`${r.key}-group`}>
                  <th
                    scope="rowgroup"
                    colSpan={1}
                    className="sticky left-0 z-10 border-b border-r border-cream-200 bg-forest-50 px-3 pb-1 pt-3 text-left text-xs font-semibold uppercase tracking-wide text-forest-700"
                  >
                    {r.group}
                  </th>
                  <td colSpan={vehicles.length} className="border-b border-cream-200 bg-forest-50" />
                </tr>
              ),
              <tr key={r.key}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-r border-cream-200 bg-cream-50 px-3 py-2 text-left text-xs font-medium text-stone-600"
                >
                  {r.label}
                </th>
                {values.map((val, i) => cell(val, i > 0 && val !== values[0], vehicles[i].id))}
              </tr>,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
