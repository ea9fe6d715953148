import { AppError } from '../http/app-error';

/**
 * A value written as an SQL literal, for EXECUTE of a statement prepared on PGlite (prepared-on-pglite
 * in pglite-worker.mjs): PostgreSQL takes no bound parameters for EXECUTE, so its arguments are
 * written into its text. Strings as escape strings (E'…': a backslash and a quote each escaped), which
 * read the same whatever standard_conforming_strings says, so no setting of the session can turn a
 * user's backslash into the end of the literal; a list of strings as an array literal, each element
 * quoted and its quotes and backslashes escaped; numbers as written; null as NULL.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw notWritable(`not an SQL number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return quote(`{${value.map((v: string) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
  }
  throw notWritable(`no SQL literal for ${typeof value}`);
}

function quote(text: string): string {
  if (text.includes('\0')) throw notWritable('an SQL text cannot hold NUL');
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A value no statement of ours passes: a mistake in the server, not in the request. */
const notWritable = (message: string) => new AppError('internal_error', { status: 500, message });
