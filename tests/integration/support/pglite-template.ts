import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** What a migrated empty database depends on: the migrations, the PGlite build and its worker. */
function fingerprint() {
  const hash = crypto.createHash('sha256');
  const migrations = path.join(root, 'src/server/db/migrations');
  for (const f of (fs.readdirSync(migrations, { recursive: true }) as string[]).sort()) {
    const file = path.join(migrations, f);
    if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
  }
  hash.update(fs.readFileSync(path.join(root, 'src/server/db/pglite-worker.mjs')));
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Where the migrated database of this schema is kept; it holds PG_VERSION once it was made. */
export function templateDir() {
  return path.join(os.tmpdir(), `patina-pglite-template-${fingerprint()}`);
}

/**
 * Vitest's global set-up: one migrated PGlite database per version of the schema, kept in the
 * temporary directory between runs, named in PATINA_PGLITE_TEMPLATE for every worker and every
 * server process the tests start (see startFromTemplate in src/server/db/client.ts).
 */
export default async function setup() {
  const dir = templateDir();
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-pglite-template-work-'));
    delete process.env.PATINA_PGLITE_TEMPLATE;
    // Imported here, not at the top: playwright.config.ts imports templateDir, and the database
    // code would otherwise load in the test runner and in every Playwright worker.
    const { openDatabase } = await import('../../../src/server/db/client');
    const database = await openDatabase({ dataDir: work });
    await database.close();
    try {
      fs.renameSync(path.join(work, 'db'), dir);
    } catch {
      // Another run made it meanwhile: theirs serves as well.
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
  process.env.PATINA_PGLITE_TEMPLATE = dir;
}
