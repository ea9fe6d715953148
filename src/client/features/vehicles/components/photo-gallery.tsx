import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ExternalLink from 'lucide-react/icons/external-link';
import X from 'lucide-react/icons/x';
import * as Primitive from 'radix-ui/dialog';
import { useState } from 'react';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { vehicleName } from '../hooks/vehicle-name';
import { VehiclePlaceholder } from './vehicle-cover';

/** The cover large, the others as thumbnails; any of them opens the lightbox. */
export function PhotoGallery({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const photos = [...vehicle.photos].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
  const [open, setOpen] = useState<number | null>(null);
  const name = vehicleName(vehicle);
  if (photos.length === 0) {
    return (
      <VehiclePlaceholder
        isMotorcycle={vehicle.bodyStyle === 'motorcycle'}
        label={t('vehicles.profile.noPhotos')}
        className="aspect-[16/10] w-full rounded-2xl"
      />
    );
  }
  const alt = (n: number) => t('vehicles.photos.photoAlt', { n: n + 1, vehicle: name });
  const [first, ...rest] = photos;
  return (
    <div className="space-y-3">
      <button type="button" onClick={() => setOpen(0)} className="block w-full overflow-hidden rounded-2xl bg-forest-900 shadow-md" aria-label={alt(0)}>
        <img src={first.displayUrl} alt={alt(0)} className="aspect-[16/10] w-full object-cover transition duration-500 hover:scale-[1.02]" />
      </button>
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {rest.map((p, i) => (
            <li key={p.id}>
              <button type="button" onClick={() => setOpen(i + 1)} className="block w-full overflow-hidden rounded-lg bg-cream-100" aria-label={alt(i + 1)}>
                <img src={p.thumbUrl} alt={alt(i + 1)} loading="lazy" className="aspect-square w-full object-cover transition hover:opacity-90" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox photos={photos} index={open} onIndex={setOpen} alt={alt} />
    </div>
  );
}

function Lightbox({
  photos,
  index,
  onIndex,
  alt,
}: {
  photos: Vehicle['photos'];
  index: number | null;
  onIndex: (i: number | null) => void;
  alt: (n: number) => string;
}) {
  const { t } = useTranslation();
  const count = photos.length;
  const go = (step: number) => index !== null && onIndex((index + step + count) % count);
  const photo = index !== null ? photos[index] : undefined;
  return (
    <Primitive.Root open={index !== null} onOpenChange={(o) => !o && onIndex(null)}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Primitive.Content
          className="fixed inset-0 z-50 flex flex-col outline-none"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            if (e.key === 'ArrowLeft') go(-1);
          }}
        >
          <Primitive.Title className="sr-only">{t('vehicles.profile.lightbox')}</Primitive.Title>
          <Primitive.Description className="sr-only">{index !== null ? alt(index) : ''}</Primitive.Description>
          <div className="flex items-center justify-between p-3 text-sm text-white/80">
            <span>{index !== null && t('vehicles.profile.photoCount', { n: index + 1, total: count })}</span>
            <div className="flex items-center gap-2">
              {photo && (
                <a href={photo.originalUrl} target="_blank" rel="noreferrer" className="flex items-center gap-1 rounded-full px-3 py-1.5 hover:bg-white/10">
                  <ExternalLink className="size-4" aria-hidden />
                  {t('vehicles.profile.openOriginal')}
                </a>
              )}
              <Primitive.Close aria-label={t('vehicles.profile.close')} className="rounded-full p-2 hover:bg-white/10">
                <X className="size-5" aria-hidden />
              </Primitive.Close>
            </div>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
            {photo && <img src={photo.displayUrl} alt={alt(index!)} className="max-h-full max-w-full rounded object-contain shadow-2xl" />}
            {count > 1 && (
              <>
                <NavButton side="left" label={t('vehicles.profile.previous')} onClick={() => go(-1)} />
                <NavButton side="right" label={t('vehicles.profile.next')} onClick={() => go(1)} />
              </>
            )}
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

function NavButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-3 text-white backdrop-blur hover:bg-white/20',
        side === 'left' ? 'left-2 sm:left-4' : 'right-2 sm:right-4',
      )}
    >
      <Icon className="size-6" aria-hidden />
    </button>
  );
}
