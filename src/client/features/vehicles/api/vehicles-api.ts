import { queryOptions } from '@tanstack/react-query';
import type { Vehicle, VehicleInput } from '@shared/vehicles/vehicle-schema';
import { api } from '@/lib/api';
import { vehiclesPath } from './vehicles-path';

/** One key family for every vehicle read, so that a mutation invalidates them all at once. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (status: 'owned' | 'previous') => ['vehicles', 'list', status] as const,
  detail: (id: string) => ['vehicles', 'detail', id] as const,
};

export const fetchVehicles = (status: 'owned' | 'previous') => api<{ vehicles: Vehicle[] }>(vehiclesPath(status)).then((r) => r.vehicles);

export const vehiclesQuery = (status: 'owned' | 'previous' = 'owned') =>
  queryOptions({ queryKey: vehicleKeys.list(status), queryFn: () => fetchVehicles(status) });

export const vehicleQuery = (id: string) =>
  queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: () => api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}`) });

export const createVehicle = (input: VehicleInput) => api<Vehicle>('/api/vehicles', { method: 'POST', json: input });

export const updateVehicle = (id: string, patch: Partial<VehicleInput>) =>
  api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export const deleteVehicle = (id: string) => api<null>(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const sellVehicle = (id: string, sale: { saleDate: string; salePrice: number; buyerName: string }) =>
  api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}/sell`, { method: 'POST', json: sale });

/** All files in one request: the server keeps all of them or none. */
export function uploadPhotos(id: string, files: Blob[]) {
  const body = new FormData();
  files.forEach((file, i) => body.append('photo', file, file instanceof File ? file.name : `photo-${i + 1}.jpg`));
  return api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}/photos`, { method: 'POST', body });
}

export const arrangePhotos = (id: string, order: string[], coverId?: string) =>
  api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}/photos`, { method: 'PATCH', json: { order, coverId } });

export const deletePhoto = (id: string, photoId: string) =>
  api<null>(`/api/vehicles/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' });
