import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import PenLine from 'lucide-react/icons/pen-line';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { isRecorded, missingDetails, type DetailField } from '@shared/vehicles/vehicle-details';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { formatVin } from '@shared/vehicles/vin';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { formatOdometer } from './vehicle-card';
import { conditionGradeLabel, conditionScaleName } from '@/components/condition-grade';

type Fact = { label: string; value: ReactNode; testId?: string; field?: DetailField | 'saleDate' | 'salePrice' | 'buyerName' };

function FactGroup({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
      <h3 className="mb-3 text-xs font-semibold uppercase tracking-[0.18em] text-brass-700">{title}</h3>
      <dl className="divide-y divide-cream-100">
        {facts.map((f) => (
          // Label above value on phones: a long German label ("Fahrgestellnummer") needs the full width.
          <div key={f.label} className="grid gap-0.5 py-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-3">
            <dt className="break-words text-stone-500">{f.label}</dt>
            <dd data-testid={f.testId} className="min-w-0 text-forest-900">
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What is not recorded yet, as one line and one action instead of a wall of N/A. */
function MissingDetails({ vehicle, fields }: { vehicle: Vehicle; fields: DetailField[] }) {
  const { t } = useTranslation();
  const canEdit = vehicle.status === 'owned';
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-dashed border-forest-200 bg-cream-50 p-5 sm:flex-row sm:items-center"
      data-testid="missing-details"
    >
      <div className="min-w-0 flex-1">
        <h3 className="text-xs font-semibold uppercase tracking-[0.18em] text-brass-700">{t('vehicleDetails.missingTitle')}</h3>
        <p className="mt-1 text-sm text-stone-600">{t('vehicleDetails.missingText', { fields: fields.map((f) => t(`vehicles.fields.${f}`)).join(', ') })}</p>
      </div>
      {canEdit && (
        <Button asChild variant="outline" className="self-start sm:self-center">
          <Link to={`/vehicle/${vehicle.id}/edit`}>
            <PenLine aria-hidden />
            {t('vehicleDetails.addDetails')}
          </Link>
        </Button>
      )}
    </section>
  );
}

/** Everything known about the vehicle, grouped the way a collector reads a data sheet; the unknown offered as one "Add details". */
export function VehicleFacts({ vehicle: v }: { vehicle: Vehicle }) {
  const { t, language } = useTranslation();
  const money = (m: number | null) => formatMoney(m, v.currency, language, '');
  const date = (d: string | null) => formatDate(d, language, '');
  const identity: Fact[] = [
    {
      label: t('vehicles.fields.vin'),
      testId: 'fact-vin',
      value: (
        <>
          <span className="break-all font-mono tracking-wider">{formatVin(v.vin, t('vehicles.noVin'))}</span>
          {v.vinWarning && (
            <span className="mt-1 flex items-start gap-1.5 text-xs text-brass-700">
              <AlertTriangle className="mt-0.5 size-3 shrink-0" aria-hidden />
              <span>{t('vehicles.form.vinWarning')}</span>
            </span>
          )}
        </>
      ),
    },
    { field: 'engineNumber', label: t('vehicles.fields.engineNumber'), value: <span className="break-all font-mono">{v.engineNumber}</span> },
    { field: 'matchingNumbers', label: t('vehicles.fields.matchingNumbers'), value: v.matchingNumbers ? t('vehicles.facts.yes') : t('vehicles.facts.no') },
    { field: 'licensePlate', label: t('vehicles.fields.licensePlate'), value: v.licensePlate },
  ];
  const spec: Fact[] = [
    { field: 'bodyStyle', label: t('vehicles.fields.bodyStyle'), value: v.bodyStyle && t(`vehicles.bodyStyles.${v.bodyStyle}`) },
    { field: 'engine', label: t('vehicles.fields.engine'), value: v.engine },
    { field: 'transmission', label: t('vehicles.fields.transmission'), value: v.transmission && t(`vehicles.transmissions.${v.transmission}`) },
    { field: 'exteriorColor', label: t('vehicles.fields.exteriorColor'), value: v.exteriorColor },
    { field: 'interiorColor', label: t('vehicles.fields.interiorColor'), value: v.interiorColor },
  ];
  const condition: Fact[] = [
    { field: 'odometer', label: t('vehicles.fields.odometer'), value: formatOdometer(v, language, '') },
    {
      field: 'conditionGrade',
      label: t('vehicles.fields.conditionGrade'),
      value: v.conditionGrade ? (
        <>
          <span className="font-medium">{conditionGradeLabel(v, t)}</span>
          <span className="mt-0.5 block text-xs text-stone-500">{conditionScaleName(v, t)}</span>
        </>
      ) : null,
    },
  ];
  const ownership: Fact[] = [
    { field: 'purchaseDate', label: t('vehicles.fields.purchaseDate'), value: date(v.purchaseDate), testId: 'fact-purchase-date' },
    { field: 'purchasePrice', label: t('vehicles.fields.purchasePrice'), value: money(v.purchasePrice) },
    { field: 'estimatedValue', label: t('vehicles.fields.estimatedValue'), value: money(v.estimatedValue) },
    ...(v.status !== 'owned'
      ? ([
          { field: 'saleDate', label: t('vehicles.fields.saleDate'), value: date(v.saleDate) },
          { field: 'salePrice', label: t('vehicles.fields.salePrice'), value: money(v.salePrice) },
          { field: 'buyerName', label: t('vehicles.fields.buyerName'), value: v.buyerName },
        ] satisfies Fact[])
      : []),
  ];
  const known = (facts: Fact[]) => facts.filter((f) => !f.field || isRecorded(v[f.field]));
  const groups = [
    { title: t('vehicles.facts.identity'), facts: known(identity) },
    { title: t('vehicles.facts.specification'), facts: known(spec) },
    { title: t('vehicles.facts.condition'), facts: known(condition) },
    { title: t('vehicles.facts.ownership'), facts: known(ownership) },
  ].filter((g) => g.facts.length > 0);
  const missing = missingDetails(v);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((g) => (
          <FactGroup key={g.title} title={g.title} facts={g.facts} />
        ))}
      </div>
      {missing.length > 0 && <MissingDetails vehicle={v} fields={missing} />}
    </div>
  );
}
