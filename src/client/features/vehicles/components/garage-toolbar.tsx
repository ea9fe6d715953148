import Search from 'lucide-react/icons/search';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { garageSorts, type GarageSort } from '../hooks/garage-order';

export function GarageToolbar({
  query,
  onQuery,
  sort,
  onSort,
}: {
  query: string;
  onQuery: (q: string) => void;
  sort: GarageSort;
  onSort: (s: GarageSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
        <Input
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          placeholder={t('vehicles.garage.search')}
          aria-label={t('vehicles.garage.search')}
          className="pl-9"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-600">
        <span className="shrink-0">{t('vehicles.garage.sortLabel')}</span>
        <select
          value={sort}
          onChange={(e) => onSort(e.target.value as GarageSort)}
          className="h-10 rounded-md border border-forest-200 bg-white px-3 text-sm text-forest-900"
        >
          {garageSorts.map((s) => (
            <option key={s} value={s}>
              {t(`vehicles.garage.sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
