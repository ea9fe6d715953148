import { queryOptions } from '@tanstack/react-query';
import type { VehicleRecord, VehicleRecordInput } from '@shared/csv-import/vehicle-record-api';
import type { Comparison, GradingInput, Timeline, ValueEntryInput, ValueHistory } from '@shared/history/history-api';
import { api } from '@/lib/api';

const base = (vehicleId: string) => `/api/vehicles/${encodeURIComponent(vehicleId)}`;

/** One key family: a change to values or gradings refreshes the timeline, value history and comparison alike. */
export const historyKeys = {
  all: ['history'] as const,
  timeline: (vehicleId: string) => ['history', 'timeline', vehicleId] as const,
  valueHistory: (vehicleId: string) => ['history', 'value-history', vehicleId] as const,
  comparison: (vehicleId: string, others: string[]) => ['history', 'comparison', vehicleId, others.join(',')] as const,
};

export const timelineQuery = (vehicleId: string) =>
  queryOptions({ queryKey: historyKeys.timeline(vehicleId), queryFn: () => api<Timeline>(`${base(vehicleId)}/timeline`) });

export const valueHistoryQuery = (vehicleId: string) =>
  queryOptions({ queryKey: historyKeys.valueHistory(vehicleId), queryFn: () => api<ValueHistory>(`${base(vehicleId)}/value-history`) });

export const comparisonQuery = (vehicleId: string, others: string[]) =>
  queryOptions({
    queryKey: historyKeys.comparison(vehicleId, others),
    queryFn: () => api<Comparison>(`${base(vehicleId)}/comparison${others.length ? `?with=${others.map(encodeURIComponent).join(',')}` : ''}`),
  });

export const saveValueEntry = (vehicleId: string, entry: ValueEntryInput, id?: string) =>
  id
    ? api<{ id: string }>(`${base(vehicleId)}/value-entries/${encodeURIComponent(id)}`, { method: 'PUT', json: entry })
    : api<{ id: string }>(`${base(vehicleId)}/value-entries`, { method: 'POST', json: entry });

export const deleteValueEntry = (vehicleId: string, id: string) =>
  api<null>(`${base(vehicleId)}/value-entries/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const saveGrading = (vehicleId: string, grading: GradingInput, id?: string) =>
  id
    ? api<{ id: string }>(`${base(vehicleId)}/gradings/${encodeURIComponent(id)}`, { method: 'PUT', json: grading })
    : api<{ id: string }>(`${base(vehicleId)}/gradings`, { method: 'POST', json: grading });

export const deleteGrading = (vehicleId: string, id: string) => api<null>(`${base(vehicleId)}/gradings/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** One record a CSV import brought in (decision 023), opened from its timeline event. */
export const getVehicleRecord = (vehicleId: string, recordId: string) => api<VehicleRecord>(`${base(vehicleId)}/records/${encodeURIComponent(recordId)}`);

export const saveVehicleRecord = (vehicleId: string, recordId: string, input: VehicleRecordInput) =>
  api<VehicleRecord>(`${base(vehicleId)}/records/${encodeURIComponent(recordId)}`, { method: 'PUT', json: input });

export const deleteVehicleRecord = (vehicleId: string, recordId: string) =>
  api<null>(`${base(vehicleId)}/records/${encodeURIComponent(recordId)}`, { method: 'DELETE' });
