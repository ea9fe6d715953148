import type { Vehicle } from '@shared/vehicles/vehicle-schema';

/** "1973 Porsche 911", the way collectors name a vehicle. */
export function vehicleName(v: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return [v.year, v.make, v.model].filter(Boolean).join(' ');
}

export function coverPhoto(v: Pick<Vehicle, 'photos'>) {
  return v.photos.find((p) => p.isCover) ?? v.photos[0];
}
