import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PreparedJson } from '../http/prepared-json';

/**
 * What a cached answer depends on: the user's vehicles (with photos), the user's documents, or the
 * user's tasks — whose list also shows the vehicles' names and latest readings (from vehicles and
 * documents), so its version is the sum of all three: each only counts up, so the sum changes
 * whenever any of them does.
 */
export type ContentScope = 'vehicles' | 'documents' | 'tasks';
type Versions = Record<ContentScope, number>;

/**
 * Answers that are read far more often than the data behind them changes — the garage list, the
 * documents library's pages and searches — are kept per user as sent (bytes, ETag, compressed
 * forms) and reused while the user's content version is unchanged. The versions live on the user's
 * row and are counted up by triggers in the same transaction as every change (migration 0003), so
 * they are exact whichever process or instance wrote.
 *
 * Reading them is still a database round trip, too much for every request at 20–50 concurrent
 * connections on the embedded database. So a version read is trusted for VERSION_TRUST_MS; any
 * write request through this process forgets all of them at once (exact for one instance), and a
 * write through another instance is announced over PostgreSQL LISTEN/NOTIFY (change-feed.ts) and
 * forgets them here too; should that feed be down, versions are not trusted at all. See decisions
 * 007 and 012.
 */
const VERSION_TRUST_MS = 250;
let trustMs = VERSION_TRUST_MS;

/** While writes on other instances could go unannounced, every kept answer is checked first. */
export function trustContentVersions(trusted: boolean) {
  trustMs = trusted ? VERSION_TRUST_MS : 0;
  forgetContentVersions();
}
const MAX_USERS = 5_000;
/** Kept answers are dropped, least recently used first, beyond this many bytes. */
const MAX_BYTES = 64 * 1024 * 1024;

const confirmed = new Map<string, { versions: Versions; at: number }>();
/** Version reads under way: requests arriving meanwhile wait for the same answer. */
const checking = new Map<string, Promise<Versions>>();
const answers = new Map<string, { version: number; body: PreparedJson }>();
/** Answers being built: a change under load is built once, not once per waiting request. */
const building = new Map<string, Promise<PreparedJson>>();
let keptBytes = 0;
/** Counts forgets, so that a version read before a write is not trusted after it. */
let generation = 0;

/**
 * A trusted version is read again in the background once this share of its trust time has
 * passed, while requests go on using it. Read only when it had run out, every request arriving
 * during the read waited for it — a round trip of up to 230 ms on a loaded machine at 50,000
 * documents, once per quarter second (decision 027, eighth amendment). What is trusted, and for
 * how long, is unchanged: a read's answer is trusted from when the read started.
 */
const REFRESH_AFTER = 0.5;

export function contentVersions(db: Db, userId: string): Promise<Versions> {
  const known = confirmed.get(userId);
  if (known) {
    const age = Date.now() - known.at;
    if (age < trustMs) {
      if (age >= trustMs * REFRESH_AFTER && !checking.has(userId)) readVersions(db, userId).catch(() => {});
      return Promise.resolve(known.versions);
    }
  }
  return readVersions(db, userId);
}

/**
 * The user's versions from the database. One read at a time per user: at thousands of requests a
 * second, every request that found the version stale would otherwise queue its own query behind
 * the others on PGlite's one session.
 */
function readVersions(db: Db, userId: string): Promise<Versions> {
  let check = checking.get(userId);
  if (!check) {
    const at = Date.now();
    const startedIn = generation;
    const mine: Promise<Versions> = db
      .execute<{ vehicles: string; documents: string; tasks: string }>(
        sql`select vehicles_version as vehicles, documents_version as documents,
              vehicles_version + documents_version + tasks_version as tasks from users where id = ${userId}`,
      )
      .then(({ rows: [row] }) => {
        const versions = { vehicles: Number(row?.vehicles ?? -1), documents: Number(row?.documents ?? -1), tasks: Number(row?.tasks ?? -1) };
        if (startedIn === generation) {
          if (confirmed.size >= MAX_USERS) confirmed.clear();
          confirmed.set(userId, { versions, at });
        }
        return versions;
      })
      .finally(() => {
        if (checking.get(userId) === mine) checking.delete(userId);
      });
    checking.set(userId, (check = mine));
  }
  return check;
}

/** After any write: versions are read again before a kept answer is trusted. */
export function forgetContentVersions() {
  confirmed.clear();
  checking.clear();
  generation += 1;
}

function keep(key: string, version: number, body: PreparedJson) {
  const old = answers.get(key);
  if (old) keptBytes -= old.body.identity.length;
  answers.delete(key);
  answers.set(key, { version, body });
  keptBytes += body.identity.length;
  for (const [oldest, entry] of answers) {
    if (keptBytes <= MAX_BYTES) break;
    answers.delete(oldest);
    keptBytes -= entry.body.identity.length;
  }
}

/**
 * Queries asked once, remembered by key only: an answer is kept (hashed, copied, compressed for
 * reuse) from its second asking on. Paging and searching ask something new nearly every time;
 * keeping every one of those answers cost more than building it (issue 21).
 */
const askedOnce = new Set<string>();
const MAX_ASKED_ONCE = 20_000;

/** Whether an answer is kept from its first asking ('always': the garage, the library's first page) or from its second. */
export type KeepWhen = 'always' | 'on-repeat';

/**
 * The answer to `query` (a route's validated query string), built only when the user's content
 * in `scope` changed. The query's entries, in name order, are the key. An answer not (yet) worth
 * keeping comes back as the JSON text itself, to be sent once.
 */
export async function cachedAnswer(
  db: Db,
  scope: ContentScope,
  userId: string,
  query: object,
  build: () => Promise<string>,
  keepWhen: KeepWhen = 'always',
): Promise<PreparedJson | string> {
  const version = (await contentVersions(db, userId))[scope];
  const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const fullKey = `${userId}\u0000${scope}\u0000${key}`;
  const hit = answers.get(fullKey);
  if (hit && hit.version === version) {
    // Most recently used last: Map keeps insertion order.
    answers.delete(fullKey);
    answers.set(fullKey, hit);
    return hit.body;
  }
  const flight = `${fullKey}\u0000${version}`;
  let pending = building.get(flight);
  if (pending) return pending;
  if (keepWhen === 'on-repeat' && !hit && !askedOnce.has(fullKey)) {
    if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce.clear();
    askedOnce.add(fullKey);
    return build();
  }
  askedOnce.delete(fullKey);
  pending = build()
    .then((json) => {
      const body = new PreparedJson(json);
      keep(fullKey, version, body);
      return body;
    })
    .finally(() => building.delete(flight));
  building.set(flight, pending);
  return pending;
}

/**
 * Values derived from a user's content and kept while its version is unchanged — the whole task
 * list with what its filters look at, so that each filter is answered from memory rather than by
 * one more statement (on PGlite's one session above all). Dropped least recently used first
 * beyond MAX_VALUE_BYTES; a failed build is not kept. With 'on-repeat', a value is built only when
 * it is asked for a second time in the same version (null the first time: the caller answers from
 * the database) — a library being filled by an upload changes at every document, and reading it
 * whole for each change would cost far more than the pages asked meanwhile.
 */
const values = new Map<string, { version: number; value: Promise<unknown>; bytes: number; ready: boolean }>();
const MAX_VALUE_BYTES = 32 * 1024 * 1024;
/**
 * A value larger than this (a library of some 20,000 documents) is used once and not kept, and its
 * key is not built again: the caller answers from the database, as before values were kept.
 */
const MAX_ONE_VALUE_BYTES = MAX_VALUE_BYTES / 2;
const tooLarge = new Set<string>();
let valueBytes = 0;

function dropValue(key: string) {
  const entry = values.get(key);
  if (!entry) return;
  values.delete(key);
  valueBytes -= entry.bytes;
}

/**
 * Whether a caller asking for a value being built waits for it ('wait'), or is told null and
 * answers from the database meanwhile ('skip': a search's matches take tens of milliseconds to
 * read at 10,000 documents, while the page itself costs the database a few — the pages asked
 * meanwhile should not queue behind it), or waits only if its own asking started the build and
 * is told null otherwise ('skip-others': a rare word's matches cost no more than its page, so the
 * caller that reads them answers from them).
 */
export type WhileBuilding = 'wait' | 'skip' | 'skip-others';

export async function keptValue<T>(
  db: Db,
  scope: ContentScope,
  userId: string,
  name: string,
  build: () => Promise<T>,
  sizeOf: (value: T) => number,
  keepWhen: KeepWhen = 'always',
  whileBuilding: WhileBuilding = 'wait',
): Promise<T | null> {
  const version = (await contentVersions(db, userId))[scope];
  const key = `${userId}\u0000${scope}\u0000${name}`;
  if (tooLarge.has(key)) return null;
  const hit = values.get(key);
  if (hit && hit.version === version) {
    values.delete(key); // most recently used last
    values.set(key, hit);
    return whileBuilding !== 'wait' && !hit.ready ? null : (hit.value as Promise<T>);
  }
  dropValue(key);
  if (keepWhen === 'on-repeat') {
    const asked = `${key}\u0000${version}`;
    if (!askedOnce.has(asked)) {
      if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce.clear();
      askedOnce.add(asked);
      return null;
    }
    askedOnce.delete(asked);
  }
  const value = build();
  const entry = { version, value: value as Promise<unknown>, bytes: 0, ready: false };
  values.set(key, entry);
  value.then(
    (v) => {
      entry.ready = true;
      if (values.get(key) !== entry) return;
      const bytes = sizeOf(v);
      if (bytes > MAX_ONE_VALUE_BYTES) {
        values.delete(key);
        if (tooLarge.size >= MAX_USERS) tooLarge.clear();
        tooLarge.add(key);
        return;
      }
      entry.bytes = bytes;
      valueBytes += entry.bytes;
      for (const [oldest] of values) {
        if (valueBytes <= MAX_VALUE_BYTES) break;
        dropValue(oldest);
      }
    },
    () => {
      if (values.get(key) === entry) values.delete(key);
    },
  );
  return whileBuilding === 'skip' ? null : value;
}
