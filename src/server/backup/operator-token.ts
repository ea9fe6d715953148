import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * How `npm run backup` reaches a running server: PGlite has one session, owned by the server's
 * database thread, so a second process must not open its files. The server writes its port and a
 * random token to `DATA_DIR/operator.json` (readable by its owner only, as the database files
 * are) and the command asks it for the backup; whoever can read the data dir could copy it anyway.
 */
export interface OperatorFile {
  port: number;
  token: string;
  pid: number;
}

export const operatorFilePath = (dataDir: string) => path.join(dataDir, 'operator.json');

export const newOperatorToken = () => crypto.randomBytes(32).toString('base64url');

export function writeOperatorFile(dataDir: string, contents: OperatorFile) {
  const file = operatorFilePath(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(contents), { mode: 0o600 });
}

export function readOperatorFile(dataDir: string): OperatorFile | null {
  try {
    return JSON.parse(fs.readFileSync(operatorFilePath(dataDir), 'utf8')) as OperatorFile;
  } catch {
    return null;
  }
}

export function removeOperatorFile(dataDir: string, token: string) {
  if (readOperatorFile(dataDir)?.token === token) fs.rmSync(operatorFilePath(dataDir), { force: true });
}

export function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const want = Buffer.from(expected);
  return given.length === want.length && crypto.timingSafeEqual(given, want);
}
