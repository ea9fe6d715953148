import Search from 'lucide-react/icons/search';
import { documentTypes, type DocumentType } from '@shared/documents/document-types';
import type { Timeline } from '@shared/history/history-api';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

export interface TimelineFilter {
  q: string;
  /** Kinds switched off; all are shown at first. */
  hidden: string[];
  documentType: DocumentType | '';
}

export const emptyFilter: TimelineFilter = { q: '', hidden: [], documentType: '' };

/** Search, a chip per kind of event, and the document type. */
export function TimelineFilters({ kinds, filter, onChange }: { kinds: Timeline['kinds']; filter: TimelineFilter; onChange: (f: TimelineFilter) => void }) {
  const { t } = useTranslation();
  const toggle = (kind: string) =>
    onChange({ ...filter, hidden: filter.hidden.includes(kind) ? filter.hidden.filter((k) => k !== kind) : [...filter.hidden, kind] });
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">{t('history.filters.search')}</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
          <Input
            type="search"
            value={filter.q}
            onChange={(e) => onChange({ ...filter, q: e.target.value })}
            placeholder={t('history.filters.searchPlaceholder')}
            className="pl-9"
          />
        </label>
        <label className="sm:w-56">
          <span className="sr-only">{t('history.filters.documentType')}</span>
          <select
            value={filter.documentType}
            onChange={(e) => onChange({ ...filter, documentType: e.target.value as TimelineFilter['documentType'] })}
            className="flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm text-ink focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
          >
            <option value="">{t('history.filters.allTypes')}</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`history.events.document.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="group" aria-label={t('history.filters.kinds')} className="flex flex-wrap gap-2">
        {kinds.map(({ kind, labelKey }) => {
          const on = !filter.hidden.includes(kind);
          return (
            <button
              key={kind}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(kind)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors',
                on ? 'border-forest-700 bg-forest-800 text-cream-50' : 'border-cream-200 bg-white text-stone-600 hover:border-forest-200',
              )}
            >
              {t(labelKey)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
