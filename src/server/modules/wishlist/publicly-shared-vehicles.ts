import type { Db } from '../../db/client';
import { listedVehicles } from '../sharing/share-service';

export interface PubliclySharedVehicle {
  vehicleId: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  conditionGrade: number | null;
  /** Where anyone may look at it: its listed share link's page. */
  url: string;
}

/**
 * The vehicles their owners have shared publicly on this instance: live share links the owner
 * chose to list (an unlisted link stays with the people it was given to). The sharing module
 * decides what is live and what the link shows; this only shapes it for the wishlist. The
 * searcher's own cars are not matches (their figures are the price guidance).
 */
export async function publiclySharedVehicles(db: Db, userId: string): Promise<PubliclySharedVehicle[]> {
  return (await listedVehicles(db, { id: userId })).map(({ path, ...vehicle }) => ({ ...vehicle, url: path }));
}
