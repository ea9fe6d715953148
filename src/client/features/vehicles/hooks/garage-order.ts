import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { normalizeVin } from '@shared/vehicles/vin';

export type GarageSort = 'updated' | 'name' | 'year' | 'value';
export const garageSorts: GarageSort[] = ['updated', 'name', 'year', 'value'];

type Sortable = Pick<Vehicle, 'make' | 'model' | 'year' | 'variant' | 'vin' | 'licensePlate' | 'estimatedValue' | 'updatedAt'>;

/**
 * The garage filters and sorts in the browser: the whole list is already there, so typing in
 * the search box answers at once, without a request per key.
 */
export function matchesSearch(v: Sortable, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [v.year, v.make, v.model, v.variant, v.licensePlate].filter(Boolean).join(' ').toLowerCase();
  const vin = normalizeVin(v.vin ?? '').toLowerCase();
  return words.every((w) => haystack.includes(w) || (vin !== '' && vin.includes(normalizeVin(w).toLowerCase())));
}

export function sortVehicles<T extends Sortable>(list: T[], sort: GarageSort, language: string): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const byName = (a: T, b: T) => collator.compare(`${a.make} ${a.model}`, `${b.make} ${b.model}`) || a.year - b.year;
  const compare: Record<GarageSort, (a: T, b: T) => number> = {
    name: byName,
    year: (a, b) => a.year - b.year || byName(a, b),
    // Most valuable first; vehicles without a value last.
    value: (a, b) => (b.estimatedValue ?? -1) - (a.estimatedValue ?? -1) || byName(a, b),
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  };
  return [...list].sort(compare[sort]);
}
