import { useMemo } from 'react';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { scaleMax } from '@shared/history/condition-scales';
import type { SharedVehicle } from '@shared/sharing/share-api';
import { renderMarkdown } from '@shared/stories/render-markdown';
import { useTranslation } from '@/lib/i18n';

type Shared = Required<Pick<SharedVehicle, 'timeline' | 'valueHistory' | 'stories'>>;

const card = 'rounded-xl border border-cream-200 bg-white shadow-sm';
const heading = 'mb-3 font-display text-xl font-semibold text-forest-900';

/** The shared timeline: the events the server sent (already cut to the share's scopes), newest first, grouped by year. */
export function SharedTimeline({ timeline }: { timeline: Shared['timeline'] }) {
  const { t, language } = useTranslation();
  const years = useMemo(() => {
    const byYear = new Map<string, Shared['timeline']['events']>();
    for (const e of timeline.events) byYear.set(e.date.slice(0, 4), [...(byYear.get(e.date.slice(0, 4)) ?? []), e]);
    return [...byYear];
  }, [timeline.events]);
  return (
    <section aria-labelledby="shared-timeline">
      <h2 id="shared-timeline" className={heading}>
        {t('sharing.scopes.timeline')}
      </h2>
      {years.length === 0 ? (
        <p className="text-sm text-stone-600">{t('sharing.view.noEvents')}</p>
      ) : (
        <ol className="space-y-5">
          {years.map(([year, events]) => (
            <li key={year}>
              <h3 className="mb-2 font-display text-lg font-semibold text-brass-700">{year}</h3>
              <ul className={`divide-y divide-cream-200 ${card}`}>
                {events.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-3" data-testid="shared-timeline-event">
                    <span className="w-full shrink-0 text-xs text-stone-500 sm:w-28 sm:text-sm">{formatDate(e.date, language, '')}</span>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-forest-900">{t(e.labelKey, e.labelVars)}</p>
                      {(e.title || e.shop || e.mileage !== null) && (
                        <p className="truncate text-sm text-stone-600">
                          {[e.title, e.shop, e.mileage !== null ? `${e.mileage.toLocaleString(language)} ${timeline.odometerUnit}` : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      )}
                    </div>
                    {e.amount && <span className="shrink-0 text-sm text-forest-900">{formatMoney(e.amount.amount, e.amount.currency, language, '')}</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The shared value history: its entries, the current value and its change, and the condition gradings. */
export function SharedValues({ values }: { values: Shared['valueHistory'] }) {
  const { t, language } = useTranslation();
  const money = (minor: number, currency = values.currency) => formatMoney(minor, currency, language, t('sharing.view.na'));
  return (
    <section aria-labelledby="shared-values">
      <h2 id="shared-values" className={heading}>
        {t('sharing.scopes.valueHistory')}
      </h2>
      {values.currentValue && (
        <dl className={`mb-3 grid grid-cols-2 divide-x divide-cream-200 py-3 text-center ${card}`}>
          <div className="min-w-0 px-2">
            <dt className="truncate text-xs text-stone-500">{t('sharing.values.current')}</dt>
            <dd className="mt-0.5 font-display text-lg text-forest-900">{money(values.currentValue.amount)}</dd>
          </div>
          <div className="min-w-0 px-2">
            <dt className="truncate text-xs text-stone-500">{t('sharing.values.change')}</dt>
            <dd className="mt-0.5 font-display text-lg text-forest-900">
              {values.valueChange
                ? `${values.valueChange.amount >= 0 ? '+' : ''}${money(values.valueChange.amount)}${values.valueChange.percent !== null ? ` (${values.valueChange.percent.toLocaleString(language)} %)` : ''}`
                : t('sharing.view.na')}
            </dd>
          </div>
        </dl>
      )}
      {values.entries.length === 0 ? (
        <p className="text-sm text-stone-600">{t('sharing.view.noValues')}</p>
      ) : (
        <ul className={`divide-y divide-cream-200 ${card}`}>
          {[...values.entries].reverse().map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 px-4 py-3" data-testid="shared-value-entry">
              <span className="w-full shrink-0 text-xs text-stone-500 sm:w-28 sm:text-sm">{formatDate(e.date, language, '')}</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-forest-900">{t(`history.events.value.${e.kind}`)}</p>
                {(e.source || e.appraiser) && <p className="truncate text-sm text-stone-600">{[e.source, e.appraiser].filter(Boolean).join(' · ')}</p>}
              </div>
              <span className="shrink-0 text-sm text-forest-900">{money(e.amount, e.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {values.gradings.length > 0 && (
        <>
          <h3 className="mb-2 mt-5 font-display text-lg font-semibold text-forest-900">{t('sharing.values.condition')}</h3>
          <ul className={`divide-y divide-cream-200 ${card}`}>
            {values.gradings.map((g) => (
              <li key={g.id} className="flex flex-wrap items-baseline gap-x-3 px-4 py-3">
                <span className="w-full shrink-0 text-xs text-stone-500 sm:w-28 sm:text-sm">{formatDate(g.date, language, '')}</span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-forest-900">{t(`history.scales.${g.scale}.grades.${g.grade}`)}</p>
                  {g.note && <p className="text-sm text-stone-600">{g.note}</p>}
                </div>
                <span className="shrink-0 text-sm text-stone-600" title={t(`history.scales.${g.scale}.name`)}>
                  {g.grade}/{scaleMax[g.scale]}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The stories the owner published and marked shareable, each opened in place. */
export function SharedStories({ stories }: { stories: Shared['stories'] }) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="shared-stories">
      <h2 id="shared-stories" className={heading}>
        {t('sharing.scopes.stories')}
      </h2>
      {stories.length === 0 ? (
        <p className="text-sm text-stone-600">{t('sharing.view.noStories')}</p>
      ) : (
        <ul className="space-y-3">
          {stories.map((s) => (
            <li key={s.id} className={card}>
              <details className="group px-5 py-4" data-testid="shared-story">
                <summary className="cursor-pointer list-none">
                  <p className="font-display text-lg font-semibold text-forest-900 group-open:text-brass-700">{s.title}</p>
                  {s.date && (
                    <p className="text-sm text-stone-500">
                      {formatDate(s.date, language, '')}
                      {s.dateEnd && s.dateEnd !== s.date && ` – ${formatDate(s.dateEnd, language, '')}`}
                    </p>
                  )}
                </summary>
                <StoryBody source={s.body} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StoryBody({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe by construction: renderMarkdown (markdown-it, html:false) escapes every tag and checks links.
  return (
    <div
      className="mt-3 max-w-prose font-display leading-relaxed text-ink [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-3 [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
