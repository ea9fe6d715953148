import { queryOptions } from '@tanstack/react-query';
import type { CreatedShare, CreateShare, Share, SharedVehicle, SharedWithMe, UpdateShare } from '@shared/sharing/share-api';
import { api } from '@/lib/api';

export const shareKeys = {
  all: ['shares'] as const,
  byMe: () => ['shares', 'by-me'] as const,
  withMe: () => ['shares', 'with-me'] as const,
  withMeVehicle: (vehicleId: string) => ['shares', 'with-me', vehicleId] as const,
};

export const sharedByMeQuery = () => queryOptions({ queryKey: shareKeys.byMe(), queryFn: () => api<Share[]>('/api/shares') });
export const sharedWithMeQuery = () => queryOptions({ queryKey: shareKeys.withMe(), queryFn: () => api<SharedWithMe>('/api/shared-with-me') });
export const sharedWithMeVehicleQuery = (vehicleId: string) =>
  queryOptions({ queryKey: shareKeys.withMeVehicle(vehicleId), queryFn: () => api<SharedVehicle>(`/api/shared-with-me/${encodeURIComponent(vehicleId)}`) });

export const createShare = (vehicleId: string, input: CreateShare) =>
  api<CreatedShare>(`/api/vehicles/${encodeURIComponent(vehicleId)}/shares`, { method: 'POST', json: input });
export const updateShare = (id: string, input: UpdateShare) => api<Share>(`/api/shares/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });
export const revokeShare = (id: string) => api<null>(`/api/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
/** A visitor's read (no session needed): outside the query cache, which the public pages do not load. */
export const fetchSharedByToken = (token: string) => api<SharedVehicle>(`/api/shared/${encodeURIComponent(token)}`);
