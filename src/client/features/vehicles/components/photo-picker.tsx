import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ImagePlus from 'lucide-react/icons/image-plus';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { move, PHOTO_TYPES, photoProblem, photoSrc, type PhotoItem } from '../hooks/photo-items';

/**
 * Picks, previews, orders and chooses the cover of a vehicle's photos. Order by dragging or by
 * the arrow buttons (keyboard and touch); the star sets the cover.
 */
export function PhotoPicker({
  items,
  coverKey,
  onChange,
  vehicleLabel,
  max = 30,
}: {
  items: PhotoItem[];
  coverKey: string | null;
  onChange: (items: PhotoItem[], coverKey: string | null) => void;
  vehicleLabel: string;
  max?: number;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const dragFrom = useRef<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const cover = coverKey && items.some((i) => i.key === coverKey) ? coverKey : (items[0]?.key ?? null);

  const add = (files: FileList | null) => {
    if (!files) return;
    const found: string[] = [];
    const added: PhotoItem[] = [];
    for (const file of Array.from(files)) {
      const problem = photoProblem(file);
      if (problem) found.push(t(`vehicles.photos.${problem}`, { name: file.name }));
      else added.push({ key: `new-${crypto.randomUUID()}`, kind: 'new', file, name: file.name, url: URL.createObjectURL(file) });
    }
    setProblems(found);
    const next = [...items, ...added].slice(0, max);
    onChange(next, cover ?? next[0]?.key ?? null);
  };

  const remove = (key: string) => {
    const next = items.filter((i) => i.key !== key);
    onChange(next, cover === key ? (next[0]?.key ?? null) : cover);
  };

  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2" aria-label={t('vehicles.fields.photos')}>
        {items.map((item, index) => {
          const isCover = item.key === cover;
          const label = t('vehicles.photos.photoAlt', { n: index + 1, vehicle: vehicleLabel });
          return (
            <li
              key={item.key}
              draggable
              onDragStart={() => (dragFrom.current = index)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom.current !== null) onChange(move(items, dragFrom.current, index), cover);
                dragFrom.current = null;
              }}
              data-testid="photo-tile"
              className={cn(
                'group relative aspect-[4/3] cursor-grab overflow-hidden rounded-lg border bg-cream-100 shadow-sm active:cursor-grabbing',
                isCover ? 'border-brass-400 ring-2 ring-brass-300' : 'border-cream-200',
              )}
            >
              <img src={photoSrc(item)} alt={label} className="size-full object-cover" />
              {isCover && (
                <span className="absolute left-2 top-2 rounded-full bg-forest-900/85 px-2 py-0.5 text-xs font-medium text-cream-50">
                  {t('vehicles.photos.cover')}
                </span>
              )}
              <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-black/60 to-transparent p-1.5 pt-6">
                <div className="flex gap-1">
                  <TileButton label={t('vehicles.photos.moveLeft')} disabled={index === 0} onClick={() => onChange(move(items, index, index - 1), cover)}>
                    <ArrowLeft />
                  </TileButton>
                  <TileButton
                    label={t('vehicles.photos.moveRight')}
                    disabled={index === items.length - 1}
                    onClick={() => onChange(move(items, index, index + 1), cover)}
                  >
                    <ArrowRight />
                  </TileButton>
                </div>
                <div className="flex gap-1">
                  <TileButton label={t('vehicles.photos.makeCover')} pressed={isCover} onClick={() => onChange(items, item.key)}>
                    <Star className={cn(isCover && 'fill-brass-400 text-brass-400')} />
                  </TileButton>
                  <TileButton label={t('vehicles.photos.remove')} onClick={() => remove(item.key)}>
                    <X />
                  </TileButton>
                </div>
              </div>
            </li>
          );
        })}
        {items.length < max && (
          <li className="aspect-[4/3]">
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-forest-200 bg-white text-sm font-medium text-forest-700 transition hover:border-brass-400 hover:bg-cream-50 focus-within:ring-2 focus-within:ring-brass-300"
            >
              <ImagePlus className="size-7 text-brass-500" aria-hidden />
              {t('vehicles.photos.pick')}
              <input
                id={inputId}
                type="file"
                multiple
                accept={[...PHOTO_TYPES, '.heic', '.heif'].join(',')}
                className="sr-only"
                onChange={(e) => {
                  add(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-stone-500">{t('vehicles.photos.pickHint')}</p>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TileButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="flex size-7 items-center justify-center rounded-full bg-white/90 text-forest-900 shadow transition hover:bg-white disabled:opacity-30 [&_svg]:size-3.5"
    >
      {children}
    </button>
  );
}
