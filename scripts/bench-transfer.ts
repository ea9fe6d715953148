// npm run bench:transfer — completing the transfer of a vehicle with 2,000 documents (each with its
// own stored file) and a photo, on PGlite and (when reachable) PostgreSQL. Budget: ≤ 5 s each.
// In process (the service as the route runs it, through `inject`), local storage.
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, type DbTarget } from '../tests/integration/support/test-app';
import { seedVehicle } from '../tests/integration/support/seed-vehicle';
import { isPostgresReachable, PG_URL } from './bench-app';

const DOCUMENTS = Number(process.env.BENCH_TRANSFER_DOCUMENTS ?? 2000);

async function run(target: DbTarget) {
  const t = await createTestApp(target);
  try {
    const seller = await signUp(t.app, { name: 'Seller' });
    const buyer = await signUp(t.app, { name: 'Buyer' });
    const car = await seedVehicle(t.app, seller, DOCUMENTS);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car.vehicleId}/transfers`,
      headers: { cookie: seller.cookie },
      payload: { toEmail: buyer.email },
    });
    const before = performance.now();
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/rpc/complete_vehicle_transfer',
      headers: { cookie: buyer.cookie },
      payload: { transfer_id: started.json().id },
    });
    const ms = performance.now() - before;
    if (done.statusCode !== 200) throw new Error(`completion failed: ${done.statusCode} ${done.body}`);
    const moved = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from vehicle_documents_content where user_id = ${buyer.userId} and file_url like ${`${buyer.userId}/%`}`,
    );
    console.log(
      `${target.padEnd(8)} transfer of ${DOCUMENTS} documents + files: ${(ms / 1000).toFixed(2)} s (budget 5 s) — ${moved.rows[0].n} documents re-keyed ${ms <= 5000 ? 'OK' : 'OVER BUDGET'}`,
    );
  } finally {
    await t.close();
  }
}

await run('pglite');
if (await isPostgresReachable()) {
  process.env.TEST_DATABASE_URL ??= PG_URL;
  await run('postgres');
} else console.log('postgres unreachable: skipped');
