import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config';
import { createStorage } from '../storage/create-storage';
import { writeBackup } from '../backup/write-backup';
import { openForCommand, runningServer } from './backup-target';

/**
 * `npm run backup -- FILE`: the whole instance (database and files) into one archive, while it
 * runs. PostgreSQL is read directly in one snapshot transaction; PGlite belongs to the running
 * server's database thread, so the server is asked for the backup (decision 017), and only a
 * stopped instance's PGlite is opened here.
 */
async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!file) {
    console.error('Usage: npm run backup -- FILE');
    process.exit(64);
  }
  const config = loadConfig();
  const partial = `${file}.partial`;
  const server = config.DATABASE_URL ? null : runningServer(config.dataDir);
  if (server) {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/operator/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
    }).catch((error: unknown) => {
      throw new Error(`The server (pid ${server.pid}) holds the database but does not answer on 127.0.0.1:${server.port}: ${(error as Error).message}`);
    });
    if (!res.ok || !res.body) throw new Error(`The server refused the backup: ${res.status} ${await res.text()}`);
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(partial));
  } else {
    const { db, close } = await openForCommand(config, { migrate: false });
    try {
      const storage = await createStorage(config);
      await writeBackup(db, storage, fs.createWriteStream(partial), { dataDir: config.dataDir });
    } finally {
      await close();
    }
  }
  // Only a complete archive takes the name: a broken-off download leaves no file that looks whole.
  fs.renameSync(partial, file);
  console.log(
    `Backup written to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)${server ? ` by the running server (pid ${server.pid})` : ''}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
