import type { Vehicle } from '@shared/vehicles/vehicle-schema';

/** "1973 BMW 2002 tii" — how a vehicle is named in pickers and lists. */
export const vehicleName = (v: Pick<Vehicle, 'year' | 'make' | 'model'>) => `${v.year} ${v.make} ${v.model}`;
