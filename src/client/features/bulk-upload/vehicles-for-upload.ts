import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type VehicleChoice = { id: string; make: string; model: string; year: number };

/** The owner's vehicles to file a batch under (GET /api/vehicles). */
export const vehicleChoicesQuery = () =>
  queryOptions({
    queryKey: ['vehicles', 'bulk-upload-choices'],
    queryFn: async () => (await api<{ vehicles: VehicleChoice[] }>('/api/vehicles')).vehicles,
  });

export const useVehicleChoices = (enabled: boolean) => useQuery({ ...vehicleChoicesQuery(), enabled });

export const vehicleLabel = (v: VehicleChoice) => `${v.year} ${v.make} ${v.model}`;
