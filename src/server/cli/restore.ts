import { loadConfig } from '../config';
import { createStorage } from '../storage/create-storage';
import { restoreBackup, RestoreError } from '../backup/restore-backup';
import { openForCommand, runningServer } from './backup-target';

/**
 * `npm run restore -- FILE [--force]`: a backup into this instance's DATA_DIR / DATABASE_URL and
 * storage. The instance must not be running; a target that holds data is refused unless --force.
 */
async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('-'));
  if (!file) {
    console.error('Usage: npm run restore -- FILE [--force]');
    process.exit(64);
  }
  const config = loadConfig();
  const server = runningServer(config.dataDir);
  if (server) throw new RestoreError(`Patina is running on this data dir (pid ${server.pid}): stop it before restoring.`);
  const { db, close } = await openForCommand(config, { migrate: true });
  try {
    const manifest = await restoreBackup(db, await createStorage(config), file, { force: args.includes('--force'), dataDir: config.dataDir });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} files from ${file} (backup of ${manifest.createdAt}).`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof RestoreError ? 2 : 1);
});
