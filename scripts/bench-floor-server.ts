// The floor `npm run bench:floor` measures Patina against: the least a server can do for the same
// answers — one Fastify process, node-postgres, one indexed session look-up per request, one query
// per answer, serialised by Fastify. No validation schemas, no kept answers, no security headers,
// no compression. Run as its own process: `tsx scripts/bench-floor-server.ts` with DATABASE_URL
// and PORT; it prints "ready" when it listens.
import Fastify from 'fastify';
import pg from 'pg';
import { checkVin } from '../src/shared/vehicles/vin';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

/** better-auth's cookie: `better-auth.session_token=<token>.<signature>`; the token is looked up. */
async function userOf(cookie: string | undefined): Promise<string | null> {
  const raw = cookie?.match(/better-auth\.session_token=([^;]+)/)?.[1];
  if (!raw) return null;
  const token = decodeURIComponent(raw).split('.')[0];
  const { rows } = await pool.query<{ user_id: string }>('select user_id from sessions where token = $1 and expires_at > now()', [token]);
  return rows[0]?.user_id ?? null;
}

const VEHICLE_ORDER: Record<string, string> = {
  name: 'v.make, v.model, v.year',
  year: 'v.year, v.make',
  value: 'v.estimated_value desc nulls last, v.make',
  updated: 'v.updated_at desc',
};

app.get<{ Querystring: Record<string, string | undefined> }>('/api/vehicles', async (request, reply) => {
  const userId = await userOf(request.headers.cookie);
  if (!userId) return reply.status(401).send({ error: 'unauthorized' });
  const { q, status = 'owned', sort = 'updated' } = request.query;
  const params: unknown[] = [userId];
  let search = '';
  if (q?.trim()) {
    params.push(`%${q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    search = 'and (v.make ilike $2 or v.model ilike $2 or v.variant ilike $2 or v.vin ilike $2 or v.year::text like $2)';
  }
  const { rows } = await pool.query(
    `select v.id, v.make, v.model, v.year, v.variant, v.body_style as "bodyStyle", v.exterior_color as "exteriorColor",
      v.interior_color as "interiorColor", v.engine, v.transmission, v.vin, v.engine_number as "engineNumber",
      v.matching_numbers as "matchingNumbers", v.license_plate as "licensePlate", v.odometer, v.odometer_unit as "odometerUnit",
      v.condition_grade as "conditionGrade", v.condition_scale as "conditionScale", v.purchase_date::text as "purchaseDate", v.purchase_price::float8 as "purchasePrice",
      v.estimated_value::float8 as "estimatedValue", v.currency, v.notes, v.status, v.sale_date::text as "saleDate", v.sale_price::float8 as "salePrice",
      v.buyer_name as "buyerName", v.created_at as "createdAt", v.updated_at as "updatedAt",
      coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position, 'isCover', p.is_cover, 'width', p.width, 'height', p.height) order by p.position)
        from vehicle_photos p where p.vehicle_id = v.id), '[]') as photos
    from vehicles v where v.user_id = $1 and v.status = ${status === 'owned' ? `'owned'` : `any(array['sold', 'transferred'])`} ${search}
    order by ${VEHICLE_ORDER[sort] ?? VEHICLE_ORDER.updated}`,
    params,
  );
  return {
    vehicles: rows.map((v) => {
      const vin = checkVin(v.vin);
      const base = `/api/vehicles/${v.id}/photos`;
      return {
        ...v,
        vinWarning: vin.ok && vin.warning ? vin.warning : null,
        photos: v.photos.map((p: { id: string }) => ({
          ...p,
          thumbUrl: `${base}/${p.id}/thumb`,
          displayUrl: `${base}/${p.id}/display`,
          originalUrl: `${base}/${p.id}/original`,
        })),
      };
    }),
  };
});

app.get<{ Querystring: Record<string, string | undefined> }>('/api/documents', async (request, reply) => {
  const userId = await userOf(request.headers.cookie);
  if (!userId) return reply.status(401).send({ error: 'unauthorized' });
  const query = request.query;
  const limit = Math.min(100, Number(query.limit ?? 25));
  const offset = Number(query.offset ?? 0);
  const params: unknown[] = [userId];
  const where = ['d.user_id = $1'];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query.vehicleId) add((n) => `d.vehicle_id = ${n}`, query.vehicleId);
  if (query.type) add((n) => `d.document_type = ${n}`, query.type);
  if (query.from) add((n) => `d.date_created >= ${n}`, query.from);
  if (query.to) add((n) => `d.date_created <= ${n}`, query.to);
  const q = query.q?.trim();
  let tsq = '';
  if (q) {
    params.push(q);
    tsq = `(websearch_to_tsquery('english', $${params.length}) || websearch_to_tsquery('german', $${params.length}))`;
    where.push(`d.search_vector @@ ${tsq}`);
  }
  // Highlights with ts_headline, on the page's rows only (after the LIMIT).
  const { rows } = await pool.query(
    `select p.id, p."vehicleId", p.title, p."documentType", p.date, p."fileName", p."fileSize", p."aiConfidence", p."totalCost", p."serviceMileage",
       p.premium, p."purchasePrice", p."appraisedValue", p."registrationNumber", p."plateNumber", p."policyNumber", p."expiryDate", p.currency,
       ${q ? `ts_headline('german', p.source, ${tsq}, 'StartSel=\u0002, StopSel=\u0003, MaxWords=28, MinWords=12, MaxFragments=1')` : 'null'} as snippet
     from (select d.id, d.vehicle_id as "vehicleId", d.title, d.document_type as "documentType", d.date_created::text as date, d.file_name as "fileName",
       d.file_size as "fileSize", d.ai_confidence as "aiConfidence", d.total_cost::float8 as "totalCost", d.service_mileage as "serviceMileage",
       d.premium::float8 as premium, d.purchase_price::float8 as "purchasePrice", d.appraised_value::float8 as "appraisedValue",
       d.registration_number as "registrationNumber", d.plate_number as "plateNumber", d.policy_number as "policyNumber",
       d.expiry_date::text as "expiryDate", d.currency,
       ${q ? `concat_ws(' ', d.ai_summary, d.notes, left(d.content_text, 4000))` : 'null'} as source
     from vehicle_documents_content d where ${where.join(' and ')}
     order by d.date_created desc nulls last, d.id desc nulls last limit ${limit + 1} offset ${offset}) p`,
    params,
  );
  const hasMore = rows.length > limit;
  return { documents: rows.slice(0, limit), hasMore, nextOffset: hasMore ? offset + limit : null };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
