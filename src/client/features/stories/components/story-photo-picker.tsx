import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Check from 'lucide-react/icons/check';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import type { VehiclePhoto } from '@shared/vehicles/vehicle-schema';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/**
 * The story's photos: chosen from the vehicle's gallery, or uploaded (they join the gallery
 * through the same photo pipeline). The first chosen photo is the story's cover.
 */
export function StoryPhotoPicker({
  gallery,
  selected,
  onChange,
  onUpload,
  canUpload,
}: {
  gallery: VehiclePhoto[];
  selected: string[];
  onChange: (ids: string[]) => void;
  onUpload: (files: File[]) => Promise<VehiclePhoto[]>;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);
  const byId = new Map(gallery.map((p) => [p.id, p]));
  const chosen = selected.filter((id) => byId.has(id));
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setUploading(true);
    try {
      const added = await onUpload(files);
      onChange([...chosen, ...added.map((p) => p.id)]);
    } catch (error) {
      notify.error(t('stories.photos.uploadFailed'), { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-4">
      {chosen.length > 0 && (
        <ol className="space-y-2" aria-label={t('stories.photos.chosen')}>
          {chosen.map((id, i) => (
            <li key={id} className="flex items-center gap-3 rounded-lg border border-cream-200 bg-cream-50 p-2">
              <img src={byId.get(id)!.thumbUrl} alt="" className="h-12 w-16 rounded object-cover" />
              <span className="flex-1 text-sm text-forest-900">{i === 0 ? t('stories.photos.cover') : t('stories.photos.number', { n: i + 1 })}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={t('stories.photos.up')}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={i === chosen.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t('stories.photos.down')}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => toggle(id)} aria-label={t('stories.photos.remove')}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {gallery.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {gallery.map((p) => {
            const isOn = chosen.includes(p.id);
            return (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => toggle(p.id)}
                  aria-pressed={isOn}
                  aria-label={t(isOn ? 'stories.photos.unpick' : 'stories.photos.pick')}
                  className={cn(
                    'relative block aspect-[4/3] w-full overflow-hidden rounded-lg border-2',
                    isOn ? 'border-brass-500' : 'border-transparent hover:border-forest-200',
                  )}
                >
                  <img src={p.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
                  {isOn && (
                    <span className="absolute right-1 top-1 flex size-6 items-center justify-center rounded-full bg-brass-400 text-forest-900">
                      <Check className="size-4" aria-hidden />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">{t('stories.photos.galleryEmpty')}</p>
      )}
      {canUpload && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            multiple
            className="sr-only"
            id="story-photo-upload"
            onChange={(e) => void upload([...(e.target.files ?? [])])}
          />
          <Button type="button" variant="outline" disabled={isUploading} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden />
            {isUploading ? t('stories.photos.uploading') : t('stories.photos.upload')}
          </Button>
        </>
      )}
    </div>
  );
}
