/**
 * How the benches judge a field: a number within half a cent, a list item by item, text without regard to case and
 * runs of white space. One definition for every bench (bench-analyze.ts, bench-fresh.ts).
 */
const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, ' ') : v);

export function sameValue(want: unknown, got: unknown): boolean {
  if (typeof want === 'number') return typeof got === 'number' && Math.abs(want - got) < 0.005;
  if (Array.isArray(want)) return Array.isArray(got) && want.length === got.length && want.every((w, i) => norm(w) === norm(got[i]));
  return norm(want) === norm(got);
}

/** The truth's keys that are no field of the result. */
export const NOT_FIELDS = ['file', 'kind', 'language'];
