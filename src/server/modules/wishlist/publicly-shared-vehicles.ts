import type { Db } from '../../db/client';

export interface PubliclySharedVehicle {
  vehicleId: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  conditionGrade: number | null;
  /** Where anyone may look at it, e.g. its public share page. */
  url: string;
}

/**
 * The vehicles their owners have shared publicly on this instance. Public sharing does not exist
 * yet, so there are none: this answers an empty list until share links land, and then reads them
 * here (the wishlist's matches need nothing else changed).
 */
export async function publiclySharedVehicles(_db: Db): Promise<PubliclySharedVehicle[]> {
  return [];
}
