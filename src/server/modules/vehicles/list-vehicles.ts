import type { z } from 'zod';
import { vehicleListQuerySchema } from '../../../shared/vehicles/vehicle-schema';
import { checkVin } from '../../../shared/vehicles/vin';
import type { Db } from '../../db/client';
import { executeText, ROW_SEPARATOR, ROW_SEPARATOR_SQL, textOfShape, type TextStatement } from '../../db/execute-prepared';

type VehicleQuery = z.output<typeof vehicleListQuerySchema>;

const ORDER: Record<VehicleQuery['sort'], string> = {
  name: 'v.make, v.model, v.year',
  year: 'v.year, v.make',
  value: 'v.estimated_value desc nulls last, v.make',
  updated: 'v.updated_at desc',
};

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The garage's statement of a shape: $1 the user, $2 the search word's LIKE pattern. Its text holds
 * no values, so it is prepared once per connection on PostgreSQL (named by its shape): building
 * drizzle's SQL objects, and PostgreSQL parsing and planning the same text, for every search of
 * the garage was most of what a search cost beyond the floor's (issue 21, decision 027).
 */
function statementText(status: VehicleQuery['status'], sort: VehicleQuery['sort'], withWord: boolean): string {
  const statuses = status === 'owned' ? `('owned')` : `('sold', 'transferred')`;
  const search = withWord ? 'and (v.make ilike $2 or v.model ilike $2 or v.variant ilike $2 or v.vin ilike $2 or v.year::text like $2)' : '';
  const photoUrl = (kind: string) => `'/api/vehicles/' || v.id || '/photos/' || p.id || '/${kind}'`;
  return `
    select string_agg(row_to_json(x)::text, ${ROW_SEPARATOR_SQL}) as rows, json_agg(x.vin)::text as vins from (
      select v.id, v.make, v.model, v.year, v.variant, v.body_style as "bodyStyle", v.exterior_color as "exteriorColor",
        v.interior_color as "interiorColor", v.engine, v.transmission, v.vin, v.engine_number as "engineNumber",
        v.matching_numbers as "matchingNumbers", v.license_plate as "licensePlate", v.odometer, v.odometer_unit as "odometerUnit",
        v.condition_grade as "conditionGrade", v.condition_scale as "conditionScale", v.purchase_date as "purchaseDate", v.purchase_price as "purchasePrice",
        v.estimated_value as "estimatedValue", v.currency, v.notes, v.status, v.sale_date as "saleDate", v.sale_price as "salePrice",
        v.buyer_name as "buyerName", ${iso('v.created_at')} as "createdAt", ${iso('v.updated_at')} as "updatedAt",
        coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position, 'isCover', p.is_cover, 'width', p.width, 'height', p.height,
            'thumbUrl', ${photoUrl('thumb')}, 'displayUrl', ${photoUrl('display')}, 'originalUrl', ${photoUrl('original')}) order by p.position)
          from vehicle_photos p where p.vehicle_id = v.id), '[]') as photos
      from vehicles v
      where v.user_id = $1 and v.status in ${statuses} ${search}
      order by ${ORDER[sort]}
    ) x`;
}

/** The garage statement of a query: its shape's name (prepared under it on PostgreSQL), text and values. */
export function vehicleListStatement(userId: string, query: VehicleQuery): TextStatement {
  const like = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  // Shapes: status × order × with or without a search word.
  const name = `vehicles_${query.status}_${query.sort}${like ? '_q' : ''}`;
  const text = textOfShape(name, () => statementText(query.status, query.sort, like !== null));
  return { name, text, values: like ? [userId, like] : [userId] };
}

/** Every shape of the garage statement, with `userId`'s values: what a pool connection prepares when it opens (modules/warm-statements.ts). */
export function vehicleListStatements(userId: string): TextStatement[] {
  const { status, sort } = vehicleListQuerySchema.shape;
  return status
    .removeDefault()
    .options.flatMap((s) => sort.removeDefault().options.flatMap((o) => [undefined, 'a'].map((q) => vehicleListStatement(userId, { status: s, sort: o, q }))));
}

/**
 * The garage list's JSON text (`{ vehicles: Vehicle[] }`), built by the database: a garage of
 * hundreds of vehicles is read in one round trip without decoding every column of every row in
 * JavaScript, and each vehicle's JSON is sent on as the database wrote it. Only the VIN warning,
 * a rule of shared/vehicles/vin.ts, is added to each.
 */
export async function listVehicles(db: Db, userId: string, query: VehicleQuery): Promise<string> {
  const [{ rows, vins }] = await executeText<{ rows: string | null; vins: string | null }>(db, vehicleListStatement(userId, query));
  if (!rows) return '{"vehicles":[]}';
  const vinOf = JSON.parse(vins!) as (string | null)[];
  // Each row's text ends in "}": the warning goes last, where the spread of the row put it before.
  const vehicles = rows.split(ROW_SEPARATOR).map((row, i) => {
    const vin = checkVin(vinOf[i]);
    return `${row.slice(0, -1)},"vinWarning":${vin.ok && vin.warning ? JSON.stringify(vin.warning) : 'null'}}`;
  });
  return `{"vehicles":[${vehicles.join(',')}]}`;
}
