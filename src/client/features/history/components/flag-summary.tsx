import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import type { Timeline } from '@shared/history/history-api';
import { useTranslation } from '@/lib/i18n';
import { flagText } from '../history-format';

/** Flags listed before "show all": a long history can disagree with itself hundreds of times. */
const FIRST = 5;

/** The consistency checks at the top of the timeline: each disagreement with links to the documents involved. */
export function FlagSummary({ timeline, onOpenDocument }: { timeline: Timeline; onOpenDocument: (id: string) => void }) {
  const { t, language } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const titles = new Map(timeline.events.filter((e) => e.documentId).map((e) => [e.documentId!, e.title ?? e.documentId!]));
  const documentCount = timeline.events.filter((e) => e.kind === 'document').length;
  if (timeline.flags.length === 0) {
    if (documentCount === 0) return null;
    return (
      <p data-testid="flag-summary" className="flex items-center gap-2 rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-sm text-forest-800">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        {t('history.flagSummary.none', { count: documentCount })}
      </p>
    );
  }
  return (
    <section data-testid="flag-summary" aria-labelledby="flag-summary-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="flag-summary-title" className="flex items-center gap-2 font-medium text-amber-900">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {t('history.flagSummary.title', { count: timeline.flags.length })}
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-amber-950">
        {(showAll ? timeline.flags : timeline.flags.slice(0, FIRST)).map((f) => (
          <li key={f.id} className="rounded-lg bg-white/70 px-3 py-2">
            <p>{flagText(f, t, language, timeline.vehicle.odometerUnit)}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {f.documentIds.map((id) => (
                <button
                  key={id}
                  type="button"
                  onClick={() => onOpenDocument(id)}
                  className="max-w-full truncate text-left text-xs font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900"
                >
                  {titles.get(id) ?? id}
                </button>
              ))}
            </p>
          </li>
        ))}
      </ul>
      {timeline.flags.length > FIRST && (
        <button type="button" onClick={() => setShowAll(!showAll)} className="mt-2 text-sm font-medium text-amber-900 underline underline-offset-2">
          {showAll ? t('history.flagSummary.showFewer') : t('history.flagSummary.showAll', { n: timeline.flags.length })}
        </button>
      )}
    </section>
  );
}
