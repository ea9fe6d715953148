import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleListQuerySchema } from '../../../shared/vehicles/vehicle-schema';
import { checkVin } from '../../../shared/vehicles/vin';
import type { Db } from '../../db/client';

const ORDER: Record<z.output<typeof vehicleListQuerySchema>['sort'], SQL> = {
  name: sql`v.make, v.model, v.year`,
  year: sql`v.year, v.make`,
  value: sql`v.estimated_value desc nulls last, v.make`,
  updated: sql`v.updated_at desc`,
};

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Separates the vehicles' JSON texts: JSON never holds this character unescaped. */
const ROW_SEPARATOR = '\u001e';

/**
 * The garage list's JSON text (`{ vehicles: Vehicle[] }`), built by the database: a garage of
 * hundreds of vehicles is read in one round trip without decoding every column of every row in
 * JavaScript, and each vehicle's JSON is sent on as the database wrote it. Only the VIN warning,
 * a rule of shared/vehicles/vin.ts, is added to each.
 */
export async function listVehicles(db: Db, userId: string, query: z.output<typeof vehicleListQuerySchema>): Promise<string> {
  const statuses = query.status === 'owned' ? sql`('owned')` : sql`('sold', 'transferred')`;
  const like = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const search = like
    ? sql`and (v.make ilike ${like} or v.model ilike ${like} or v.variant ilike ${like} or v.vin ilike ${like} or v.year::text like ${like})`
    : sql``;
  const photoUrl = (kind: string) => sql.raw(`'/api/vehicles/' || v.id || '/photos/' || p.id || '/${kind}'`);
  const result = await db.execute<{ rows: string | null; vins: string | null }>(sql`
    select string_agg(row_to_json(x)::text, ${ROW_SEPARATOR}) as rows, json_agg(x.vin)::text as vins from (
      select v.id, v.make, v.model, v.year, v.variant, v.body_style as "bodyStyle", v.exterior_color as "exteriorColor",
        v.interior_color as "interiorColor", v.engine, v.transmission, v.vin, v.engine_number as "engineNumber",
        v.matching_numbers as "matchingNumbers", v.license_plate as "licensePlate", v.odometer, v.odometer_unit as "odometerUnit",
        v.condition_grade as "conditionGrade", v.condition_scale as "conditionScale", v.purchase_date as "purchaseDate", v.purchase_price as "purchasePrice",
        v.estimated_value as "estimatedValue", v.currency, v.notes, v.status, v.sale_date as "saleDate", v.sale_price as "salePrice",
        v.buyer_name as "buyerName", ${iso(sql`v.created_at`)} as "createdAt", ${iso(sql`v.updated_at`)} as "updatedAt",
        coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position, 'isCover', p.is_cover, 'width', p.width, 'height', p.height,
            'thumbUrl', ${photoUrl('thumb')}, 'displayUrl', ${photoUrl('display')}, 'originalUrl', ${photoUrl('original')}) order by p.position)
          from vehicle_photos p where p.vehicle_id = v.id), '[]') as photos
      from vehicles v
      where v.user_id = ${userId} and v.status in ${statuses} ${search}
      order by ${ORDER[query.sort]}
    ) x`);
  const { rows, vins } = result.rows[0];
  if (!rows) return '{"vehicles":[]}';
  const vinOf = JSON.parse(vins!) as (string | null)[];
  // Each row's text ends in "}": the warning goes last, where the spread of the row put it before.
  const vehicles = rows.split(ROW_SEPARATOR).map((row, i) => {
    const vin = checkVin(vinOf[i]);
    return `${row.slice(0, -1)},"vinWarning":${vin.ok && vin.warning ? JSON.stringify(vin.warning) : 'null'}}`;
  });
  return `{"vehicles":[${vehicles.join(',')}]}`;
}
