import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { createVehicle, uploadPhotos } from '../api/vehicles-api';
import { clearDraftPhotos, loadDraftPhotos, saveDraftPhotos } from './photo-draft-store';
import { clearDraft, readDraft, writeDraft } from './vehicle-draft';

/**
 * A visitor's quick-added vehicle waits in this browser (SPEC §3: `pending_vehicle_id`, its
 * `vehicle_draft_<id>` and its photo) until they sign up or sign in; then it is created in their
 * garage. The claim runs once even if several screens ask at the same time.
 */
export const PENDING_KEY = 'pending_vehicle_id';
export interface QuickVehicle {
  year: number;
  make: string;
  model: string;
}

export function pendingVehicle(): { id: string; values: QuickVehicle } | null {
  try {
    const id = localStorage.getItem(PENDING_KEY);
    if (!id) return null;
    const draft = readDraft<QuickVehicle>(id);
    return draft ? { id, values: draft.values } : null;
  } catch {
    return null;
  }
}

export async function keepPendingVehicle(values: QuickVehicle, photo: File | null): Promise<string> {
  const previous = localStorage.getItem(PENDING_KEY);
  if (previous) await discardPendingVehicle();
  const id = `pending-${crypto.randomUUID()}`;
  writeDraft(id, { values });
  await saveDraftPhotos(id, photo ? [{ key: 'quick', name: photo.name, blob: photo }] : []);
  localStorage.setItem(PENDING_KEY, id);
  return id;
}

export async function discardPendingVehicle() {
  const id = localStorage.getItem(PENDING_KEY);
  localStorage.removeItem(PENDING_KEY);
  if (id) {
    clearDraft(id);
    await clearDraftPhotos(id);
  }
}

let claiming: Promise<Vehicle | null> | null = null;

/** Creates the waiting vehicle in the signed-in user's garage; null when there is none. */
export function claimPendingVehicle(): Promise<Vehicle | null> {
  claiming ??= (async () => {
    const pending = pendingVehicle();
    if (!pending) return null;
    const photos = await loadDraftPhotos(pending.id);
    const vehicle = await createVehicle(pending.values);
    // The vehicle exists now: never create it twice, even if the photo fails.
    localStorage.removeItem(PENDING_KEY);
    clearDraft(pending.id);
    try {
      if (photos.length)
        return await uploadPhotos(
          vehicle.id,
          photos.map((p) => new File([p.blob], p.name, { type: p.blob.type })),
        );
      return vehicle;
    } catch {
      return vehicle;
    } finally {
      await clearDraftPhotos(pending.id);
    }
  })().finally(() => {
    claiming = null;
  });
  return claiming;
}
