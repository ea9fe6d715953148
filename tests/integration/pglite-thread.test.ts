import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../src/server/db/pglite-thread';

describe('PGlite on its own thread', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-pglite-thread-'));
  let db: PgliteThread;

  beforeAll(async () => {
    db = await PgliteThread.open(dir);
    await db.exec(`create table t (id int primary key, label text, at timestamptz, born date, amount numeric(10,2), big int8, data bytea, doc jsonb)`);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs queries with parameters and brings rows back in both row modes, dates as PostgreSQL wrote them', async () => {
    await db.query(`insert into t values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      1,
      'one',
      '2024-05-01T10:00:00Z',
      '1967-03-04',
      '12.50',
      9007199254740993n,
      new Uint8Array([1, 2, 3]),
      { a: [1] },
    ]);
    const objects = await db.query<Record<string, unknown>>(`select * from t where id = $1`, [1]);
    expect(objects.rows[0]).toMatchObject({ id: 1, label: 'one', born: '1967-03-04', amount: '12.50', big: 9007199254740993n, doc: { a: [1] } });
    expect(typeof objects.rows[0].at).toBe('string');
    expect([...(objects.rows[0].data as Uint8Array)]).toEqual([1, 2, 3]);
    const arrays = await db.query<unknown[]>(`select id, label from t`, [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'label']);
  });

  it('runs PostgreSQL with a 16 MB buffer pool, not the 128 MB PGlite sets (decision 024: the memory budgets)', async () => {
    const { rows } = await db.query<{ shared_buffers: string }>(`show shared_buffers`);
    expect(rows[0].shared_buffers).toBe('16MB');
  });

  it('passes PostgreSQL errors on with their code and constraint', async () => {
    const error = await db.query(`insert into t (id, label) values (1, 'again')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction, and rolls one back when its function throws — other queries wait for it', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`insert into t (id, label) values (2, 'two')`);
      // Outside the transaction: must not see row 2 before commit, nor run in the middle of it.
      const outside = db.query<{ n: number }>(`select count(*)::int as n from t`);
      await tx.query(`insert into t (id, label) values (3, 'three')`);
      expect(await Promise.race([outside, new Promise((r) => setTimeout(() => r('waiting'), 100))])).toBe('waiting');
    });
    expect((await db.query<{ n: number }>(`select count(*)::int as n from t`)).rows[0].n).toBe(3);

    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into t (id, label) values (4, 'four')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into t (id, label) values (5, 'five')`);
        await tx.query(`insert into t (id, label) values (1, 'duplicate')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query<{ id: number }>(`select id from t order by id`)).rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('keeps the data on disk for the next open', async () => {
    await db.close();
    db = await PgliteThread.open(dir);
    expect((await db.query<{ n: number }>(`select count(*)::int as n from t`)).rows[0].n).toBe(3);
  });

  it('says clearly when the database cannot be opened', async () => {
    const notADirectory = path.join(dir, 'PG_VERSION'); // a file where the data directory should be
    await expect(PgliteThread.open(notADirectory)).rejects.toThrow(/Could not open the database/);
  });

  it('refuses calls after close with a clear error', async () => {
    const other = await PgliteThread.open(fs.mkdtempSync(path.join(os.tmpdir(), 'patina-pglite-closed-')));
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/database thread stopped/);
    // A new database is made here, not in a hook: that alone took 30–40 s at load average 25.
  }, 180_000);
});
