import FileText from 'lucide-react/icons/file-text';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import type { SharedVehicle } from '@shared/sharing/share-api';
import type { ConditionScale } from '@shared/history/condition-scales';
import { conditionGradeLabel } from '@/components/condition-grade';
import { useTranslation } from '@/lib/i18n';
import { SharedStories, SharedTimeline, SharedValues } from './shared-history';

const factKeys = [
  'bodyStyle',
  'exteriorColor',
  'interiorColor',
  'engine',
  'transmission',
  'vin',
  'engineNumber',
  'licensePlate',
  'odometer',
  'conditionGrade',
  'purchaseDate',
] as const;

/** A shared vehicle, read-only: whatever parts the server sent (it sends only what the share allows). */
export function SharedVehicleView({ shared }: { shared: SharedVehicle }) {
  const { t, language } = useTranslation();
  const { vehicle, facts, costs, photos, documents, timeline, valueHistory, stories } = shared;
  const money = (minor: number | null, currency = costs?.currency ?? 'EUR') => formatMoney(minor, currency, language, t('sharing.view.na'));
  const cover = photos?.[0];
  return (
    <article className="space-y-8">
      <header className={cover ? 'grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end' : undefined}>
        {cover && (
          <img
            src={cover.display.url}
            alt={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-sm"
          />
        )}
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-700">{vehicle.year}</p>
          <h1 className="mt-1 font-display text-4xl font-semibold leading-tight text-forest-900">
            {vehicle.make} {vehicle.model}
          </h1>
          {vehicle.variant && <p className="mt-1 text-lg text-stone-600">{vehicle.variant}</p>}
          <p className="mt-3 text-sm text-stone-600">
            {t('sharing.view.sharedBy', { name: shared.ownerName })}
            {shared.expiresAt && ` · ${t('sharing.view.until', { date: formatDate(shared.expiresAt, language, '') })}`}
          </p>
        </div>
      </header>

      {photos && photos.length > 1 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('sharing.scopes.photos')}>
          {photos.slice(1).map((p) => (
            <li key={p.id}>
              <a href={p.display.url} target="_blank" rel="noreferrer">
                <img src={p.thumb.url} alt="" className="aspect-square w-full rounded-lg object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}

      {facts && (
        <section aria-labelledby="shared-facts">
          <h2 id="shared-facts" className="mb-3 font-display text-xl font-semibold text-forest-900">
            {t('sharing.scopes.facts')}
          </h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-cream-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
            {factKeys.map((key) => (
              <div key={key} className="min-w-0">
                <dt className="text-xs text-stone-500">{t(`sharing.facts.${key}`)}</dt>
                <dd className="truncate text-forest-900">
                  {facts[key] === null || facts[key] === undefined || facts[key] === ''
                    ? t('sharing.view.na')
                    : key === 'odometer'
                      ? `${Number(facts.odometer).toLocaleString(language)} ${String(facts.odometerUnit ?? '')}`
                      : key === 'conditionGrade'
                        ? conditionGradeLabel(
                            { conditionGrade: Number(facts.conditionGrade), conditionScale: (facts.conditionScale as ConditionScale | null) ?? null },
                            t,
                          )
                        : key === 'purchaseDate'
                          ? formatDate(String(facts[key]), language, t('sharing.view.na'))
                          : String(facts[key])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {costs && (
        <section aria-labelledby="shared-costs">
          <h2 id="shared-costs" className="mb-3 font-display text-xl font-semibold text-forest-900">
            {t('sharing.scopes.costs')}
          </h2>
          <dl className="grid grid-cols-3 divide-x divide-cream-200 rounded-xl border border-cream-200 bg-white py-3 text-center shadow-sm">
            {[
              [t('sharing.costs.purchasePrice'), money(costs.purchasePrice)],
              [t('sharing.costs.estimatedValue'), money(costs.estimatedValue)],
              [t('sharing.costs.documentsTotal'), money(costs.documentsTotal)],
            ].map(([label, value]) => (
              <div key={label} className="min-w-0 px-2">
                <dt className="truncate text-xs text-stone-500">{label}</dt>
                <dd className="mt-0.5 font-display text-base text-forest-900 sm:text-lg">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {documents && (
        <section aria-labelledby="shared-documents">
          <h2 id="shared-documents" className="mb-3 font-display text-xl font-semibold text-forest-900">
            {t('sharing.scopes.documents')}
          </h2>
          {documents.length === 0 ? (
            <p className="text-sm text-stone-600">{t('sharing.view.noDocuments')}</p>
          ) : (
            <ul className="divide-y divide-cream-200 rounded-xl border border-cream-200 bg-white shadow-sm">
              {documents.map((d) => (
                <li key={d.id} className="flex items-center gap-3 px-4 py-3">
                  <FileText className="size-5 shrink-0 text-brass-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    {d.file ? (
                      <a href={d.file.url} target="_blank" rel="noreferrer" className="block truncate font-medium text-forest-900 hover:underline">
                        {d.title}
                      </a>
                    ) : (
                      <p className="truncate font-medium text-forest-900">{d.title}</p>
                    )}
                    <p className="truncate text-sm text-stone-600">
                      {formatDate(d.date, language, '')}
                      {d.shopName && ` · ${d.shopName}`}
                    </p>
                  </div>
                  {d.totalCost !== undefined && d.totalCost !== null && (
                    <span className="shrink-0 text-sm text-forest-900">{money(d.totalCost, d.currency)}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {timeline && <SharedTimeline timeline={timeline} />}
      {valueHistory && <SharedValues values={valueHistory} />}
      {stories && <SharedStories stories={stories} />}
    </article>
  );
}
