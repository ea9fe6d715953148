import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../../src/server/modules/documents/search-documents';
import { loadSearchMatches, searchPageFromMatches } from '../../src/server/modules/documents/search-matches';
import { chooseSearch } from '../../src/server/modules/documents/search-statistics';
import { searchKey } from '../../src/shared/documents/search-key';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

/**
 * The search hands over only the page's rows and tells from the extra one whether more follow
 * (decision 027): every page must hold exactly what one plain statement
 * `… and search_vector @@ q order by … limit … offset …` gives, with the right `hasMore`.
 */
describe.each(dbTargets)('documents search on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  const vehicles: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    for (const [who, model] of [
      [alice, '2002 tii'],
      [alice, 'R75/5'],
      [bob, '3.0 CSL'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie: who.cookie }, payload: { make: 'BMW', model, year: 1973 } });
      vehicles.push(res.json().id);
    }
    // 60 documents of Alice's and a few of Bob's: "Rechnung" in every other, "Vergaser" in every
    // ninth, "Zündkerzen" in one (and "Vergaser" in all of Bob's); many on the same date (the id decides).
    const rows = [];
    for (let i = 0; i < 66; i++) {
      const mine = i < 60;
      const words = [i % 2 === 0 ? 'Rechnung' : 'Quittung', i % 9 === 4 || !mine ? 'Vergaser eingestellt' : '', i === 37 ? 'Zündkerzen erneuert' : ''].join(
        ' ',
      );
      const date = i % 11 === 3 ? '1999-09-09' : `${1960 + ((i * 7) % 13)}-0${1 + (i % 3)}-1${i % 4}`;
      const id = crypto.randomUUID();
      const owner = mine ? alice.userId : bob.userId;
      const vehicleId = mine ? vehicles[i % 2] : vehicles[2];
      rows.push(
        sql`(${id}, ${vehicleId}, ${owner}, ${`Beleg ${String.fromCharCode(65 + ((i * 5) % 26))} ${i}`}, ${i % 3 === 0 ? 'receipt' : 'service'}, ${date}, 'x.pdf', ${`${owner}/${id}.pdf`}, 1, ${crypto.randomBytes(32).toString('hex')}, ${`Werkstatt ${words}`}, 'read')`,
      );
    }
    await t.app.db.execute(sql`insert into vehicle_documents_content
      (id, vehicle_id, user_id, title, document_type, date_created, file_name, file_url, file_size, file_hash, content_text, text_status) values ${sql.join(rows, sql`, `)}`);
  });
  afterAll(() => t?.close());

  /** The page's ids by one plain statement, and whether more follow. */
  async function expected(query: { q: string; sort?: string; vehicleId?: string; type?: string; limit: number; offset: number }) {
    const tsq = sql`(websearch_to_tsquery('english'::regconfig, ${query.q}) || websearch_to_tsquery('german'::regconfig, ${query.q}))`;
    const order =
      query.sort === 'date_asc'
        ? sql`d.date_created asc nulls first, d.id asc nulls first`
        : query.sort === 'title'
          ? sql`lower(d.title) asc, d.id asc`
          : query.sort === 'relevance'
            ? sql`ts_rank_cd(d.search_vector, ${tsq}) desc, d.date_created desc nulls last, d.id desc nulls last`
            : sql`d.date_created desc nulls last, d.id desc nulls last`;
    const result = await t.app.db.execute<{ id: string }>(sql`select d.id from vehicle_documents_content d
      where d.user_id = ${alice.userId} and d.search_vector @@ ${tsq}
        ${query.vehicleId ? sql`and d.vehicle_id = ${query.vehicleId}` : sql``} ${query.type ? sql`and d.document_type = ${query.type}` : sql``}
      order by ${order} limit ${query.limit + 1} offset ${query.offset}`);
    const ids = result.rows.map((r) => r.id);
    return { ids: ids.slice(0, query.limit), hasMore: ids.length > query.limit };
  }

  it('answers every page exactly as one plain statement does', async () => {
    let checked = 0;
    for (const q of ['Rechnung', 'Vergaser', 'Zündkerzen', 'Fahrzeugbrief', 'Werkstatt'])
      for (const sort of [undefined, 'date_asc', 'relevance', 'title'] as const)
        for (const vehicleId of [undefined, vehicles[1]])
          for (const type of [undefined, 'receipt'] as const)
            for (const [limit, offset] of [
              [25, 0],
              [5, 5],
              [4, 28],
              [1, 0],
            ]) {
              const query = { q, sort, vehicleId, type, limit, offset };
              const want = await expected(query);
              const answer = await searchDocuments(t.app.db, alice.userId, query);
              const got = JSON.parse(answer) as {
                documents: { id: string; snippet: string | null }[];
                hasMore: boolean;
                nextOffset: number | null;
              };
              const label = JSON.stringify(query);
              expect(
                got.documents.map((d) => d.id),
                label,
              ).toEqual(want.ids);
              expect(got.hasMore, label).toBe(want.hasMore);
              expect(got.nextOffset, label).toBe(want.hasMore ? offset + limit : null);
              // Each hit's passage marks the word (every Vergaser document holds it in its text).
              if (q === 'Vergaser') for (const d of got.documents) expect(d.snippet, label).toContain('\u0002Vergaser\u0003');
              // Read off the GIN index (search-statistics.ts chooses it for rare words): the same answer.
              expect(await searchDocuments(t.app.db, alice.userId, query, 'index'), label).toBe(answer);
              checked += want.ids.length;
            }
    expect(checked).toBeGreaterThan(500);
  });

  it('cuts pages in date order from the held matches exactly as the search statement answers them', async () => {
    let checked = 0;
    for (const q of ['Rechnung', 'VERGASER', 'Zündkerzen', 'Fahrzeugbrief', 'werkstatt OR quittung']) {
      const matches = await loadSearchMatches(t.app.db, alice.userId, searchKey(q));
      for (const sort of [undefined, 'date_asc'] as const)
        for (const vehicleId of [undefined, vehicles[1]])
          for (const type of [undefined, 'receipt'] as const)
            for (const [from, to] of [
              [undefined, undefined],
              ['1962-01-01', '1968-12-31'],
              ['1999-09-09', undefined],
            ] as const)
              for (const [limit, offset] of [
                [25, 0],
                [5, 5],
                [4, 28],
              ]) {
                const query = { q, sort, vehicleId, type, from, to, limit, offset };
                const got = await searchPageFromMatches(t.app.db, alice.userId, matches, query);
                expect(got, JSON.stringify(query)).toBe(await searchDocuments(t.app.db, alice.userId, query));
                checked += JSON.parse(got).documents.length;
              }
    }
    expect(checked).toBeGreaterThan(400);
  }, 180_000);

  it('makes the same query of a word in any letter case (the key its matches are held by)', async () => {
    for (const q of ['Vergaser', 'ZÜNDKERZEN erneuert', 'Straße or Ölwechsel', '"Vergaser eingestellt" -Rechnung', 'İstanbul Ærø'])
      for (const config of ['english', 'german']) {
        const same = await t.app.db.execute<{ same: boolean }>(
          sql`select websearch_to_tsquery(${config}::regconfig, ${q})::text = websearch_to_tsquery(${config}::regconfig, ${searchKey(q)})::text as same`,
        );
        expect(same.rows[0].same, `${config}: ${q}`).toBe(true);
      }
  });

  it("chooses by the word's frequency from the statistics, and a rare word's first asking answers as the search statement does", async () => {
    await t.app.db.execute(sql`analyze vehicle_documents_content`);
    // 60 documents: reading all of a word's matches costs less than walking to the page's end.
    expect(await chooseSearch(t.app.db, alice.userId, 'zündkerzen', { limit: 25, offset: 0 })).toEqual({ plan: 'index', rare: true });
    // A vehicle's index bounds the walk already: left to the planner.
    expect(await chooseSearch(t.app.db, alice.userId, 'zündkerzen', { vehicleId: vehicles[0], limit: 25, offset: 0 })).toEqual({ plan: 'planner', rare: true });
    for (const q of ['Zündkerzen', 'vergaser', 'Rechnung', 'Quittung OR Vergaser'])
      for (const vehicleId of [undefined, vehicles[1]])
        for (const offset of [0, 5]) {
          const query = { q, vehicleId, limit: 5, offset };
          const want = await searchDocuments(t.app.db, alice.userId, query);
          const params = new URLSearchParams({ q, limit: '5', offset: String(offset), ...(vehicleId && { vehicleId }) });
          const res = await t.app.inject({ url: `/api/documents?${params}`, headers: { cookie: alice.cookie } });
          expect(res.body, JSON.stringify(query)).toBe(want);
        }
  });

  it("finds only the searching user's documents", async () => {
    const got = JSON.parse(await searchDocuments(t.app.db, alice.userId, { q: 'Vergaser', limit: 25, offset: 0 }));
    expect(got.documents).toHaveLength(7);
    expect(got.documents.every((d: { vehicleId: string }) => d.vehicleId !== vehicles[2])).toBe(true);
    // Bob's six documents all hold the word too, and only they show in his results.
    const his = JSON.parse(await searchDocuments(t.app.db, bob.userId, { q: 'Vergaser', limit: 25, offset: 0 })).documents;
    expect(his.map((d: { vehicleId: string }) => d.vehicleId)).toEqual(Array(6).fill(vehicles[2]));
  });
});
