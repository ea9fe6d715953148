import { useQuery } from '@tanstack/react-query';
import { garageQuery } from '@/lib/garage-query';

export type VehicleChoice = { id: string; make: string; model: string; year: number };

/** The owner's vehicles to file a batch under: the one garage query, shared with the screen's lists. */
export const useVehicleChoices = (enabled: boolean) => useQuery({ ...garageQuery, enabled });

export const vehicleLabel = (v: VehicleChoice) => `${v.year} ${v.make} ${v.model}`;
