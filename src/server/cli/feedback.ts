/**
 * `npm run feedback -- list|export [--format csv|json]`: every user's feedback, newest first,
 * for the operator. `list` is for reading (default: text), `export` for files (default: csv).
 * With the embedded database, stop the server first: PGlite is opened by one process at a time.
 */
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { feedback, user } from '../db/schema';
import { toCsv, toJson, toList, type FeedbackExportRow } from './feedback-export';

const usage = 'usage: npm run feedback -- list|export [--format csv|json]\n';

function parseArgs(argv: string[]): { command: 'list' | 'export'; format: 'text' | 'csv' | 'json' } | null {
  const args = argv.filter((a) => a !== '--');
  const command = args[0];
  if (command !== 'list' && command !== 'export') return null;
  let format: string = command === 'list' ? 'text' : 'csv';
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--format') format = args[++i] ?? '';
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else return null;
  }
  if (format !== 'csv' && format !== 'json' && !(format === 'text' && command === 'list')) return null;
  return { command, format: format as 'text' | 'csv' | 'json' };
}

async function main(argv: string[]) {
  const args = parseArgs(argv);
  if (!args) {
    process.stderr.write(usage);
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const rows = await database.db
      .select({ f: feedback, email: user.email })
      .from(feedback)
      .innerJoin(user, eq(user.id, feedback.userId))
      .orderBy(desc(feedback.createdAt));
    const out: FeedbackExportRow[] = rows.map(({ f, email }) => ({
      id: f.id,
      createdAt: f.createdAt.toISOString(),
      userEmail: email,
      category: f.category,
      rating: f.rating,
      pagePath: f.pagePath,
      hasScreenshot: f.screenshotKey !== null,
      message: f.message,
    }));
    process.stdout.write(args.format === 'csv' ? toCsv(out) : args.format === 'json' ? toJson(out) : toList(out));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
