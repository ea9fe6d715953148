import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Pencil from 'lucide-react/icons/pencil';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import type { WishlistItem } from '@shared/wishlist/wishlist-schema';
import { formatMoney } from '@shared/format/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const priorityClass = { high: 'bg-brass-400 text-forest-900', medium: 'bg-forest-100 text-forest-800', low: 'bg-cream-100 text-stone-600' };

export function yearsText(item: Pick<WishlistItem, 'yearFrom' | 'yearTo'>, anyText: string) {
  if (item.yearFrom && item.yearTo) return item.yearFrom === item.yearTo ? `${item.yearFrom}` : `${item.yearFrom}–${item.yearTo}`;
  if (item.yearFrom) return `${item.yearFrom}+`;
  if (item.yearTo) return `–${item.yearTo}`;
  return anyText;
}

export function WishlistItemCard({
  item,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  item: WishlistItem;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, language } = useTranslation();
  const name = `${item.make} ${item.model}`;
  return (
    <li className="flex gap-3 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <div className="flex flex-col items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('wishlist.list.moveUp', { name })}
        >
          <ArrowUp aria-hidden />
        </Button>
        <span className="font-display text-lg text-brass-700" aria-hidden>
          {index + 1}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('wishlist.list.moveDown', { name })}
        >
          <ArrowDown aria-hidden />
        </Button>
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-2xl font-semibold text-forest-900">{name}</h2>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', priorityClass[item.priority])}>{t(`wishlist.priority.${item.priority}`)}</span>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-stone-500">{t('wishlist.list.years')}</dt>
            <dd className="text-forest-900">{yearsText(item, t('wishlist.list.anyYear'))}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('wishlist.fields.budget')}</dt>
            <dd className="text-forest-900">{item.budget === null ? t('wishlist.list.open') : formatMoney(item.budget, item.currency, language)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('wishlist.fields.minCondition')}</dt>
            <dd className="text-forest-900">{item.minCondition ? t(`wishlist.grades.${item.minCondition}`) : t('wishlist.fields.anyCondition')}</dd>
          </div>
          {item.keywords && (
            <div>
              <dt className="text-stone-500">{t('wishlist.fields.keywords')}</dt>
              <dd className="truncate text-forest-900">{item.keywords}</dd>
            </div>
          )}
        </dl>
        {item.notes && <p className="whitespace-pre-line text-sm text-stone-600">{item.notes}</p>}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild size="sm">
            <Link to={`/wishlist/search/${item.id}`}>
              <Search aria-hidden />
              {t('wishlist.list.search')}
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            {t('wishlist.list.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden />
            {t('wishlist.list.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
