import { queryOptions } from '@tanstack/react-query';
import type { StartTransfer, Transfer, TransferList, TransferSnapshot } from '@shared/transfers/transfer-api';
import { api } from '@/lib/api';
import { pendingTransfersPath } from '@/lib/frame-reads';

export const transferKeys = {
  all: ['transfers'] as const,
  list: () => ['transfers', 'list'] as const,
  previouslyOwned: () => ['transfers', 'previously-owned'] as const,
};

export const transfersQuery = () => queryOptions({ queryKey: transferKeys.list(), queryFn: () => api<TransferList>('/api/transfers') });
export const transferredAwayQuery = () =>
  queryOptions({ queryKey: transferKeys.previouslyOwned(), queryFn: () => api<TransferSnapshot[]>('/api/transfers/previously-owned') });

/** SPEC §7 call 2. */
export const fetchPendingTransfers = () => api<Transfer[]>(pendingTransfersPath);
/** SPEC §7 call 3: a truthy `result` means success. */
export const completeTransfer = (transferId: string) =>
  api<{ result: boolean; vehicle_id: string }>('/api/rpc/complete_vehicle_transfer', { method: 'POST', json: { transfer_id: transferId } });

export const startTransfer = (vehicleId: string, input: StartTransfer) =>
  api<Transfer>(`/api/vehicles/${encodeURIComponent(vehicleId)}/transfers`, { method: 'POST', json: input });
export const cancelTransfer = (id: string) => api<Transfer>(`/api/transfers/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
export const declineTransfer = (id: string) => api<Transfer>(`/api/transfers/${encodeURIComponent(id)}/decline`, { method: 'POST' });
