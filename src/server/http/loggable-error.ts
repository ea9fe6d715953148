/**
 * An error as it may be written to the log: a failed query keeps its SQL text and the database's
 * complaint but never its parameters — they are what users typed (names, notes, addresses) and,
 * for better-auth's tables, tokens (decision 013). Other errors pass unchanged.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const safe = new Error(`Failed query: ${String(error.query)}`);
  safe.name = error.name;
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')}`;
  if (cause) Object.assign(safe, { cause: { name: cause.name, message: cause.message, code: (cause as { code?: unknown }).code } });
  return safe;
}
