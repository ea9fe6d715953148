import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Vehicle, vehicleListQuerySchema } from '../../../shared/vehicles/vehicle-schema';
import { checkVin } from '../../../shared/vehicles/vin';
import type { Db } from '../../db/client';

const ORDER: Record<z.output<typeof vehicleListQuerySchema>['sort'], SQL> = {
  name: sql`v.make, v.model, v.year`,
  year: sql`v.year, v.make`,
  value: sql`v.estimated_value desc nulls last, v.make`,
  updated: sql`v.updated_at desc`,
};

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The garage list, built as one JSON document by the database: a garage of hundreds of vehicles
 * is read in one round trip, without decoding every column of every row in JavaScript.
 */
export async function listVehicles(db: Db, userId: string, query: z.output<typeof vehicleListQuerySchema>): Promise<Vehicle[]> {
  const statuses = query.status === 'owned' ? sql`('owned')` : sql`('sold', 'transferred')`;
  const like = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const search = like
    ? sql`and (v.make ilike ${like} or v.model ilike ${like} or v.variant ilike ${like} or v.vin ilike ${like} or v.year::text like ${like})`
    : sql``;
  const result = await db.execute<{ list: string }>(sql`
    select coalesce(json_agg(row_to_json(x)), '[]')::text as list from (
      select v.id, v.make, v.model, v.year, v.variant, v.body_style as "bodyStyle", v.exterior_color as "exteriorColor",
        v.interior_color as "interiorColor", v.engine, v.transmission, v.vin, v.engine_number as "engineNumber",
        v.matching_numbers as "matchingNumbers", v.license_plate as "licensePlate", v.odometer, v.odometer_unit as "odometerUnit",
        v.condition_grade as "conditionGrade", v.condition_scale as "conditionScale", v.purchase_date as "purchaseDate", v.purchase_price as "purchasePrice",
        v.estimated_value as "estimatedValue", v.currency, v.notes, v.status, v.sale_date as "saleDate", v.sale_price as "salePrice",
        v.buyer_name as "buyerName", ${iso(sql`v.created_at`)} as "createdAt", ${iso(sql`v.updated_at`)} as "updatedAt",
        coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position, 'isCover', p.is_cover, 'width', p.width, 'height', p.height) order by p.position)
          from vehicle_photos p where p.vehicle_id = v.id), '[]') as photos
      from vehicles v
      where v.user_id = ${userId} and v.status in ${statuses} ${search}
      order by ${ORDER[query.sort]}
    ) x`);
  const rows = JSON.parse(result.rows[0].list) as (Omit<Vehicle, 'vinWarning' | 'photos'> & { photos: Omit<Vehicle['photos'][number], 'thumbUrl' | 'displayUrl' | 'originalUrl'>[] })[];
  return rows.map((v) => {
    const vin = checkVin(v.vin);
    const base = `/api/vehicles/${v.id}/photos`;
    return {
      ...v,
      vinWarning: vin.ok && vin.warning ? vin.warning : null,
      photos: v.photos.map((p) => ({ ...p, thumbUrl: `${base}/${p.id}/thumb`, displayUrl: `${base}/${p.id}/display`, originalUrl: `${base}/${p.id}/original` })),
    };
  });
}
