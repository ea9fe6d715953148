import type { Vehicle, VehicleInput } from '@shared/vehicles/vehicle-schema';
import { arrangePhotos, createVehicle, deletePhoto, updateVehicle, uploadPhotos } from '../api/vehicles-api';
import type { PhotoItem } from './photo-items';

export interface SaveResult {
  vehicle: Vehicle;
  photosFailed: boolean;
}

/**
 * Saves the fields, then brings the photos in line with the form: removed ones deleted, new ones
 * uploaded in one request, then order and cover set. The vehicle is saved even when a photo step
 * fails; the caller says so.
 */
export async function saveVehicle(existing: Vehicle | undefined, input: VehicleInput, items: PhotoItem[], coverKey: string | null): Promise<SaveResult> {
  let vehicle = existing ? await updateVehicle(existing.id, input) : await createVehicle(input);
  try {
    const keptIds = new Set(items.flatMap((i) => (i.kind === 'stored' ? [i.photo.id] : [])));
    for (const photo of vehicle.photos) if (!keptIds.has(photo.id)) await deletePhoto(vehicle.id, photo.id);

    const fresh = items.filter((i): i is Extract<PhotoItem, { kind: 'new' }> => i.kind === 'new');
    const idByKey = new Map(items.flatMap((i) => (i.kind === 'stored' ? [[i.key, i.photo.id] as const] : [])));
    if (fresh.length) {
      const known = new Set(vehicle.photos.map((p) => p.id));
      vehicle = await uploadPhotos(
        vehicle.id,
        fresh.map((i) => (i.file instanceof File ? i.file : new File([i.file], i.name, { type: i.file.type }))),
      );
      const added = vehicle.photos.filter((p) => !known.has(p.id)).sort((a, b) => a.position - b.position);
      fresh.forEach((item, n) => added[n] && idByKey.set(item.key, added[n].id));
    } else if (existing) {
      vehicle = { ...vehicle, photos: vehicle.photos.filter((p) => keptIds.has(p.id)) };
    }

    const order = items.map((i) => idByKey.get(i.key)).filter((id): id is string => Boolean(id));
    const coverId = (coverKey && idByKey.get(coverKey)) || order[0];
    const current = [...vehicle.photos].sort((a, b) => a.position - b.position);
    const sameOrder = current.length === order.length && current.every((p, n) => p.id === order[n]);
    const sameCover = current.find((p) => p.isCover)?.id === coverId;
    if (order.length && (!sameOrder || !sameCover)) vehicle = await arrangePhotos(vehicle.id, order, coverId);
    return { vehicle, photosFailed: false };
  } catch {
    return { vehicle, photosFailed: true };
  }
}
