import type { Vehicle } from '../../../shared/vehicles/vehicle-schema';
import { checkVin } from '../../../shared/vehicles/vin';
import type { vehiclePhotos, vehicles } from '../../db/schema';

type VehicleRow = typeof vehicles.$inferSelect;
type PhotoRow = typeof vehiclePhotos.$inferSelect;

const photoUrl = (vehicleId: string, photoId: string, variant: string) => `/api/vehicles/${vehicleId}/photos/${photoId}/${variant}`;

export function presentVehicle(row: VehicleRow, photos: PhotoRow[]): Vehicle {
  const vinCheck = checkVin(row.vin);
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    variant: row.variant,
    bodyStyle: row.bodyStyle as Vehicle['bodyStyle'],
    exteriorColor: row.exteriorColor,
    interiorColor: row.interiorColor,
    engine: row.engine,
    transmission: row.transmission as Vehicle['transmission'],
    vin: row.vin,
    vinWarning: vinCheck.ok && vinCheck.warning ? vinCheck.warning : null,
    engineNumber: row.engineNumber,
    matchingNumbers: row.matchingNumbers,
    licensePlate: row.licensePlate,
    odometer: row.odometer,
    odometerUnit: row.odometerUnit === 'mi' ? 'mi' : 'km',
    conditionGrade: row.conditionGrade,
    conditionScale: row.conditionScale === 'hagerty' || row.conditionScale === 'zustandsnote' ? row.conditionScale : null,
    purchaseDate: row.purchaseDate,
    purchasePrice: row.purchasePrice,
    estimatedValue: row.estimatedValue,
    currency: row.currency,
    notes: row.notes,
    status: row.status as Vehicle['status'],
    saleDate: row.saleDate,
    salePrice: row.salePrice,
    buyerName: row.buyerName,
    photos: photos
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        id: p.id,
        position: p.position,
        isCover: p.isCover,
        width: p.width,
        height: p.height,
        thumbUrl: photoUrl(row.id, p.id, 'thumb'),
        displayUrl: photoUrl(row.id, p.id, 'display'),
        originalUrl: photoUrl(row.id, p.id, 'original'),
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
