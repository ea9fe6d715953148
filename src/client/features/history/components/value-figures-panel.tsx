import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { spendCategories } from '@shared/history/spending';
import type { ValueHistory } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { money } from '../history-format';

type Figures = ValueHistory['figures'];

/** The under-insured warning: the newest appraisal or estimate more than 10 % above the agreed value. */
export function UnderInsuredWarning({ figures }: { figures: Figures }) {
  const { t, language } = useTranslation();
  const u = figures.underInsured;
  if (!u) return null;
  const m = (amount: number) => money({ amount, currency: figures.currency }, language);
  return (
    <div role="alert" data-testid="under-insured" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">{t('history.underInsured.title')}</p>
        <p className="text-sm">
          {t(`history.underInsured.text_${u.valueKind === 'appraisal' ? 'appraisal' : 'estimate'}`, {
            value: m(u.value),
            valueDate: formatDate(u.valueDate, language),
            agreed: m(u.agreed),
            agreedDate: formatDate(u.agreedDate, language),
            percent: u.percent.toLocaleString(language === 'de' ? 'de-DE' : 'en-US'),
          })}
        </p>
      </div>
    </div>
  );
}

function Figure({ label, value, hint, tone }: { label: string; value: string; hint?: string; tone?: 'up' | 'down' }) {
  return (
    <div className="min-w-0 rounded-xl border border-cream-200 bg-white p-4 shadow-sm">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd
        className={cn(
          'mt-1 font-display text-xl font-semibold tabular-nums text-forest-900',
          tone === 'up' && 'text-forest-700',
          tone === 'down' && 'text-red-800',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="mt-0.5 text-xs text-stone-500">{hint}</dd>}
    </div>
  );
}

/** Cost of ownership, spend per year and per 1,000 km/mi, value change, and spending by category. */
export function ValueFiguresPanel({ history }: { history: ValueHistory }) {
  const { t, language } = useTranslation();
  const f = history.figures;
  const na = t('history.na');
  const m = (amount: number | null) => (amount === null ? na : money({ amount, currency: f.currency }, language));
  const change = f.valueChange;
  const pct = (p: number) => `${p > 0 ? '+' : ''}${p.toLocaleString(language === 'de' ? 'de-DE' : 'en-US')} %`;
  const unit = history.vehicle.odometerUnit;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure
          label={t('history.figures.currentValue')}
          value={f.currentValue ? m(f.currentValue.amount) : na}
          hint={f.currentValue ? t(`history.figures.valueFrom.${f.currentValue.kind}`) : undefined}
        />
        <Figure
          label={t('history.figures.valueChange')}
          value={change ? `${change.amount > 0 ? '+' : ''}${m(change.amount)}` : na}
          hint={change?.percent != null ? pct(change.percent) : change ? undefined : t('history.figures.valueChangeMissing')}
          tone={change ? (change.amount >= 0 ? 'up' : 'down') : undefined}
        />
        <Figure label={t('history.figures.tco')} value={m(f.totalCostOfOwnership)} hint={t('history.figures.tcoHint')} />
        <Figure
          label={t('history.figures.perYear')}
          value={m(f.spendPerYear)}
          hint={
            f.years !== null ? t('history.figures.years', { count: f.years, years: f.years.toLocaleString(language === 'de' ? 'de-DE' : 'en-US') }) : undefined
          }
        />
        <Figure
          label={t('history.figures.perThousand', { unit })}
          value={m(f.spendPerThousand)}
          hint={
            f.distance !== null
              ? t('history.figures.distance', { distance: f.distance.toLocaleString(language === 'de' ? 'de-DE' : 'en-US'), unit })
              : t('history.figures.distanceMissing')
          }
        />
        <Figure label={t('history.figures.purchase')} value={m(f.purchasePrice)} />
      </dl>
      <section aria-labelledby="spending-title" className="rounded-xl border border-cream-200 bg-white p-4 shadow-sm">
        <h3 id="spending-title" className="mb-2 font-medium text-forest-900">
          {t('history.figures.spending')}
        </h3>
        <dl className="divide-y divide-cream-100 text-sm">
          {spendCategories.map((c) => (
            <div key={c} className="flex justify-between py-1.5">
              <dt className="text-stone-600">{t(`history.categories.${c}`)}</dt>
              <dd className="tabular-nums text-forest-900">{m(f.spending.byCategory[c])}</dd>
            </div>
          ))}
          <div className="flex justify-between py-1.5 font-medium">
            <dt>{t('history.figures.spendingTotal')}</dt>
            <dd className="tabular-nums">{m(f.spending.total)}</dd>
          </div>
        </dl>
        {(f.spending.excluded.length > 0 || f.foreignValues > 0) && (
          <p className="mt-2 rounded-md bg-cream-100 px-3 py-2 text-xs text-stone-700">
            {[
              t('history.figures.excludedIntro', { currency: f.currency }),
              f.spending.excluded.length > 0 &&
                t('history.figures.excludedSpending', { amounts: f.spending.excluded.map((e) => money(e, language)).join(', ') }),
              f.foreignValues > 0 && t('history.figures.excludedValues', { values: f.foreignValues }),
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
        )}
      </section>
    </div>
  );
}
