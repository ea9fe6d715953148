import { queryOptions } from '@tanstack/react-query';
import type { Dossier, DossierOptionsInput } from '@shared/dossier/dossier-api';
import { api } from '@/lib/api';

const base = (vehicleId: string) => `/api/vehicles/${encodeURIComponent(vehicleId)}`;
export const dossierKey = (vehicleId: string) => ['dossier', vehicleId] as const;

export interface DossierState {
  dossier: Dossier | null;
  previous: Dossier | null;
}

const isWorking = (d: Dossier | null | undefined) => d?.status === 'queued' || d?.status === 'running';

/** The vehicle's dossier; asked again every second while one is written, so the progress bar moves. */
export const dossierQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: dossierKey(vehicleId),
    queryFn: () => api<DossierState>(`${base(vehicleId)}/dossier`),
    refetchInterval: (q) => (isWorking(q.state.data?.dossier) ? 1000 : false),
    staleTime: 0,
  });

export const startDossier = (vehicleId: string, options: DossierOptionsInput) => api<Dossier>(`${base(vehicleId)}/dossiers`, { method: 'POST', json: options });
