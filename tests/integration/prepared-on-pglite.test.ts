import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { executeText } from '../../src/server/db/execute-prepared';
import { vehicleListStatement } from '../../src/server/modules/vehicles/list-vehicles';

describe('named statements on PGlite', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-prepared-'));
    database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`insert into users (id, name, email, email_verified, created_at, updated_at) values ('u1', 'Owner', 'o@example.com', true, now(), now())`,
    );
    for (const [id, make, model] of [
      ['v1', 'Porsche', "911 T 'Targa'"],
      ['v2', 'Alfa Romeo', 'Spider 50%\\off'],
      ['v3', 'Porsche', '356'],
    ])
      await database.db.execute(sql`insert into vehicles (id, user_id, make, model, year) values (${id}, 'u1', ${make}, ${model}, 1970)`);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are prepared once in the session and answer as the same statement planned each time', async () => {
    for (const q of ['por', "'targa'", '50%\\', 'nothing', undefined]) {
      const statement = vehicleListStatement('u1', { status: 'owned', sort: 'name', q });
      const prepared = await executeText(database.db, statement);
      const planned = await executeText(database.db, { text: statement.text, values: statement.values });
      expect(prepared).toEqual(planned);
    }
    const named = await database.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`);
    expect(named.rows.map((r) => r.name)).toEqual(['vehicles_owned_name', 'vehicles_owned_name_q']);
    const found = await executeText<{ rows: string | null }>(database.db, vehicleListStatement('u1', { status: 'owned', sort: 'name', q: "'targa'" }));
    expect(JSON.parse(found[0].rows!).model).toBe("911 T 'Targa'");
  });
});
