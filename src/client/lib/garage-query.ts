import { queryOptions } from '@tanstack/react-query';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { api } from './api';

/**
 * Every vehicle of the user (GET /api/vehicles), for vehicle pickers and names in lists: one
 * query for all features, so a screen showing two of them asks once.
 */
export const garageQuery = queryOptions({
  queryKey: ['vehicles', 'list', 'all'],
  queryFn: async () => (await api<{ vehicles: Vehicle[] }>('/api/vehicles')).vehicles,
});
