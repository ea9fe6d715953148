import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Camera from 'lucide-react/icons/camera';
import Gauge from 'lucide-react/icons/gauge';
import Handshake from 'lucide-react/icons/handshake';
import TrendingUp from 'lucide-react/icons/trending-up';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { recordIdOfEvent } from '@shared/csv-import/vehicle-record-api';
import type { ConsistencyFlag } from '@shared/history/consistency-checks';
import type { TimelineEvent } from '@shared/history/history-api';
import { formatDate } from '@shared/format/date';
import { DocumentTypeIcon } from '@/components/document-type-icon';
import { useTranslation } from '@/lib/i18n';
import { count, eventLabel, flagText, money } from '../history-format';
import { yearAnchor } from './year-jump-bar';

const KIND_ICONS: Record<string, (p: { className?: string }) => ReactNode> = { ownership: Handshake, photo: Camera, condition: Gauge, value: TrendingUp };

function EventIcon({ event }: { event: TimelineEvent }) {
  if (event.documentType && event.kind === 'document') return <DocumentTypeIcon type={event.documentType} className="size-4" />;
  const Icon = KIND_ICONS[event.kind] ?? Clock;
  return <Icon className="size-4" aria-hidden />;
}

function EventRow({ event, flags, unit, onOpen }: { event: TimelineEvent; flags: ConsistencyFlag[]; unit: string; onOpen: (e: TimelineEvent) => void }) {
  const { t, language } = useTranslation();
  const label = eventLabel(event, t);
  const meta = [money(event.amount, language), event.mileage !== null ? `${count(event.mileage, language)} ${unit}` : '', event.shop ?? ''].filter(Boolean);
  // A document opens in the drawer, an imported record in its edit dialog, others at their page.
  const canOpen = Boolean(event.documentId || event.href || recordIdOfEvent(event.id));
  const body = (
    <>
      <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-500">
        <time dateTime={event.date}>{formatDate(event.date, language)}</time>
        <span aria-hidden>·</span>
        <span className="font-medium uppercase tracking-wide text-brass-700">{label}</span>
      </span>
      {event.title && <span className="mt-0.5 block font-medium text-forest-900 [overflow-wrap:anywhere]">{event.title}</span>}
      {meta.length > 0 && <span className="mt-0.5 block text-sm tabular-nums text-forest-800">{meta.join(' · ')}</span>}
      {event.detail && <span className="mt-1 line-clamp-2 block text-sm text-stone-600">{event.detail}</span>}
      {flags.map((f) => (
        <span key={f.id} className="mt-2 flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {flagText(f, t, language, unit)}
        </span>
      ))}
    </>
  );
  return (
    <li className="relative pl-12" data-testid="timeline-event" data-kind={event.kind}>
      <span
        className={`absolute left-1.5 top-3 flex size-8 items-center justify-center rounded-full border-2 ${flags.length ? 'border-amber-400 bg-amber-50 text-amber-800' : 'border-cream-200 bg-white text-forest-700'}`}
      >
        <EventIcon event={event} />
      </span>
      <div className="flex gap-3 rounded-xl border border-cream-200 bg-white shadow-sm transition hover:border-brass-300">
        {canOpen ? (
          <button
            type="button"
            onClick={() => onOpen(event)}
            className="min-w-0 flex-1 px-4 py-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 rounded-xl"
          >
            {body}
          </button>
        ) : (
          <div className="min-w-0 flex-1 px-4 py-3">{body}</div>
        )}
        {event.imageUrl && <img src={event.imageUrl} alt="" loading="lazy" className="m-2 size-16 shrink-0 rounded-lg object-cover" />}
      </div>
    </li>
  );
}

/** Events rendered at first, and added each time the end of the list comes into view. */
const PAGE = 80;

/**
 * Events newest first under their year, on one vertical line. A long history renders a page at a
 * time as it is scrolled, so the screen is ready at once whatever its length; a jump to a year not
 * rendered yet renders up to it first.
 */
export function TimelineList({
  events,
  flagsByDocument,
  unit,
  onOpenDocument,
  onOpenRecord,
  jumpTo,
}: {
  events: TimelineEvent[];
  flagsByDocument: Map<string, ConsistencyFlag[]>;
  unit: string;
  onOpenDocument: (id: string) => void;
  onOpenRecord: (id: string) => void;
  jumpTo: { year: string; at: number } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(PAGE);
  const end = useRef<HTMLDivElement>(null);
  // A new filter starts again from the top.
  useEffect(() => setLimit(PAGE), [events]);
  useEffect(() => {
    const el = end.current;
    if (!el) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setLimit((l) => l + PAGE * 2), { rootMargin: '800px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [events, limit]);
  useEffect(() => {
    if (!jumpTo) return;
    const last = events.findLastIndex((e) => e.date.startsWith(jumpTo.year));
    if (last >= limit) setLimit(last + 1);
    // After the render that includes the year.
    requestAnimationFrame(() => document.getElementById(yearAnchor(jumpTo.year))?.scrollIntoView({ block: 'start' }));
  }, [jumpTo]); // eslint-disable-line react-hooks/exhaustive-deps
  const years = new Map<string, TimelineEvent[]>();
  for (const e of events.slice(0, limit)) {
    const y = e.date.slice(0, 4);
    const list = years.get(y);
    if (list) list.push(e);
    else years.set(y, [e]);
  }
  const open = (e: TimelineEvent) => {
    const recordId = recordIdOfEvent(e.id);
    if (e.documentId) onOpenDocument(e.documentId);
    else if (recordId) onOpenRecord(recordId);
    else if (e.href) void navigate(e.href);
  };
  if (events.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-cream-200 bg-white px-4 py-10 text-center text-sm text-stone-600">{t('history.timeline.noMatch')}</p>
    );
  return (
    <div className="relative">
      <span aria-hidden className="absolute bottom-0 left-[1.4rem] top-0 w-px bg-cream-200" />
      {[...years].map(([year, list]) => (
        <section key={year} id={yearAnchor(year)} aria-labelledby={`${yearAnchor(year)}-h`} className="relative scroll-mt-36 pb-6">
          <h2
            id={`${yearAnchor(year)}-h`}
            className="relative mb-3 inline-block rounded-full bg-forest-800 px-3 py-0.5 font-display text-lg font-semibold text-cream-50"
          >
            {year}
          </h2>
          <ol className="space-y-3">
            {list.map((e) => (
              <EventRow key={e.id} event={e} flags={e.documentId ? (flagsByDocument.get(e.documentId) ?? []) : []} unit={unit} onOpen={open} />
            ))}
          </ol>
        </section>
      ))}
      {limit < events.length && (
        <div ref={end} className="py-6 text-center text-sm text-stone-500">
          {t('history.timeline.loadingMore')}
        </div>
      )}
    </div>
  );
}
