import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { cn } from '@/lib/cn';
import { coverPhoto } from '../hooks/vehicle-name';

/** A quiet line drawing in place of a photo: a classic coupé, or a motorcycle. */
export function VehiclePlaceholder({ isMotorcycle, label, className }: { isMotorcycle?: boolean; label: string; className?: string }) {
  return (
    <div
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn(
        'flex items-center justify-center bg-[radial-gradient(circle_at_30%_20%,var(--color-cream-100),var(--color-cream-200))] text-forest-700/35',
        className,
      )}
    >
      {isMotorcycle ? (
        <svg viewBox="0 0 200 120" className="w-1/2" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <circle cx="45" cy="85" r="26" />
          <circle cx="155" cy="85" r="26" />
          <path d="M45 85l30-38h40l16 38M75 47l-8-14h-18M115 47l14-16h18M98 47l-10 38h45" />
        </svg>
      ) : (
        <svg viewBox="0 0 240 110" className="w-3/5" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M14 78c0-12 8-20 22-22l30-6 30-22c10-7 22-10 36-10h22c14 0 26 6 36 16l18 18c14 2 20 8 20 20v8H14z" />
          <path d="M92 50l22-20h36l18 20z" />
          <circle cx="62" cy="86" r="16" fill="var(--color-cream-100)" />
          <circle cx="184" cy="86" r="16" fill="var(--color-cream-100)" />
        </svg>
      )}
    </div>
  );
}

/** The cover as a thumbnail (never the original), or the drawing. */
export function VehicleCover({
  vehicle,
  label,
  className,
  size = 'thumb',
}: {
  vehicle: Vehicle;
  label: string;
  className?: string;
  size?: 'thumb' | 'display';
}) {
  const photo = coverPhoto(vehicle);
  if (!photo) return <VehiclePlaceholder isMotorcycle={vehicle.bodyStyle === 'motorcycle'} label={label} className={className} />;
  return (
    <img
      src={size === 'thumb' ? photo.thumbUrl : photo.displayUrl}
      alt={label}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
