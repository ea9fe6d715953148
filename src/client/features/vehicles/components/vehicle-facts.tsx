import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { formatVin } from '@shared/vehicles/vin';
import { useTranslation } from '@/lib/i18n';
import { formatOdometer } from './vehicle-card';
import { conditionGradeLabel, conditionScaleName } from '@/components/condition-grade';

type Fact = { label: string; value: ReactNode; mono?: boolean; testId?: string };

function FactGroup({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
      <h3 className="mb-3 text-xs font-semibold uppercase tracking-[0.18em] text-brass-700">{title}</h3>
      <dl className="divide-y divide-cream-100">
        {facts.map((f) => (
          <div key={f.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 text-sm">
            <dt className="text-stone-500">{f.label}</dt>
            <dd data-testid={f.testId} className={f.mono ? 'break-all font-mono tracking-wider text-forest-900' : 'text-forest-900'}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Everything known about the vehicle, grouped the way a collector reads a data sheet. */
export function VehicleFacts({ vehicle: v }: { vehicle: Vehicle }) {
  const { t, language } = useTranslation();
  const na = t('vehicles.na');
  const text = (s: string | null) => s || na;
  const money = (m: number | null) => formatMoney(m, v.currency, language, na);
  const date = (d: string | null) => formatDate(d, language, na);
  const identity: Fact[] = [
    {
      label: t('vehicles.fields.vin'),
      mono: true,
      testId: 'fact-vin',
      value: (
        <>
          {formatVin(v.vin, t('vehicles.noVin'))}
          {v.vinWarning && (
            <span className="mt-1 flex items-start gap-1 font-sans text-xs tracking-normal text-brass-700">
              <AlertTriangle className="mt-0.5 size-3 shrink-0" aria-hidden />
              {t('vehicles.form.vinWarning')}
            </span>
          )}
        </>
      ),
    },
    { label: t('vehicles.fields.engineNumber'), value: text(v.engineNumber), mono: Boolean(v.engineNumber) },
    { label: t('vehicles.fields.matchingNumbers'), value: v.matchingNumbers === null ? na : v.matchingNumbers ? t('vehicles.facts.yes') : t('vehicles.facts.no') },
    { label: t('vehicles.fields.licensePlate'), value: text(v.licensePlate) },
  ];
  const spec: Fact[] = [
    { label: t('vehicles.fields.bodyStyle'), value: v.bodyStyle ? t(`vehicles.bodyStyles.${v.bodyStyle}`) : na },
    { label: t('vehicles.fields.engine'), value: text(v.engine) },
    { label: t('vehicles.fields.transmission'), value: v.transmission ? t(`vehicles.transmissions.${v.transmission}`) : na },
    { label: t('vehicles.fields.exteriorColor'), value: text(v.exteriorColor) },
    { label: t('vehicles.fields.interiorColor'), value: text(v.interiorColor) },
  ];
  const condition: Fact[] = [
    { label: t('vehicles.fields.odometer'), value: formatOdometer(v, language, na) },
    {
      label: t('vehicles.fields.conditionGrade'),
      value: v.conditionScale ? (
        <>
          <span className="font-medium">{conditionGradeLabel(v, t)}</span>
          <span className="mt-0.5 block text-xs text-stone-500">{conditionScaleName(v, t)}</span>
        </>
      ) : v.conditionGrade ? (
        <>
          <span className="font-medium">{t(`vehicles.grades.${v.conditionGrade}.name`)}</span>
          <span className="mt-0.5 block text-xs text-stone-500">{t(`vehicles.grades.${v.conditionGrade}.meaning`)}</span>
        </>
      ) : (
        na
      ),
    },
  ];
  const ownership: Fact[] = [
    { label: t('vehicles.fields.purchaseDate'), value: date(v.purchaseDate), testId: 'fact-purchase-date' },
    { label: t('vehicles.fields.purchasePrice'), value: money(v.purchasePrice) },
    { label: t('vehicles.fields.estimatedValue'), value: money(v.estimatedValue) },
    ...(v.status !== 'owned'
      ? [
          { label: t('vehicles.fields.saleDate'), value: date(v.saleDate) },
          { label: t('vehicles.fields.salePrice'), value: money(v.salePrice) },
          { label: t('vehicles.fields.buyerName'), value: text(v.buyerName) },
        ]
      : []),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactGroup title={t('vehicles.facts.identity')} facts={identity} />
      <FactGroup title={t('vehicles.facts.specification')} facts={spec} />
      <FactGroup title={t('vehicles.facts.condition')} facts={condition} />
      <FactGroup title={t('vehicles.facts.ownership')} facts={ownership} />
    </div>
  );
}
