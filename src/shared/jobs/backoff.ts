/**
 * How long a failed job waits before its next attempt: doubling from `baseMs` after the first
 * failure, capped, with up to 20 % jitter so that jobs failing together do not retry together.
 */
export function retryDelayMs(attempt: number, opts: { baseMs?: number; capMs?: number; random?: () => number } = {}): number {
  const base = opts.baseMs ?? 5_000;
  const cap = opts.capMs ?? 30 * 60_000;
  const plain = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (1 + 0.2 * (opts.random ?? Math.random)()));
}
