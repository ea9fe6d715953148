import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface VehicleFacts {
  id: string;
  label: string;
  odometerUnit: 'km' | 'mi';
  /** The latest known reading: the vehicle's own, its documents' and its tasks' completions. */
  currentOdometer: number | null;
}

type Row = {
  id: string;
  user_id: string;
  year: number;
  make: string;
  model: string;
  variant: string | null;
  odometer_unit: string;
  current: number | string | null;
};

const toFacts = (r: Row): VehicleFacts => ({
  id: r.id,
  label: `${r.year} ${r.make} ${r.model}${r.variant ? ` ${r.variant}` : ''}`,
  odometerUnit: r.odometer_unit === 'mi' ? 'mi' : 'km',
  currentOdometer: r.current === null ? null : Number(r.current),
});

/**
 * The vehicles of these users with their latest known reading, in one query. `greatest` skips
 * nulls, so any one source is enough.
 */
export async function vehicleFacts(db: Db, userIds: string[]): Promise<Map<string, VehicleFacts & { userId: string }>> {
  if (userIds.length === 0) return new Map();
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Grouped once per source rather than a subquery per vehicle: one pass over each user's rows.
  const result = await db.execute<Row>(sql`
    select v.id, v.user_id, v.year, v.make, v.model, v.variant, v.odometer_unit, greatest(v.odometer, d.reading, t.reading) as current
    from vehicles v
    left join (select vehicle_id, max(service_mileage) as reading from vehicle_documents_content
               where user_id in (${users}) and service_mileage is not null group by vehicle_id) d on d.vehicle_id = v.id
    left join (select vehicle_id, max(completed_odometer) as reading from tasks
               where user_id in (${users}) and completed_odometer is not null group by vehicle_id) t on t.vehicle_id = v.id
    where v.user_id in (${users})`);
  return new Map(result.rows.map((r) => [r.id, { ...toFacts(r), userId: r.user_id }]));
}
