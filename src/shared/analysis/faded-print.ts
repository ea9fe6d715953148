/**
 * Thermal print fades: a digit loses strokes, it never gains them. A faded 8 reads as 0, 3, 6 or 9 (its middle, its left
 * or one corner's stroke gone), never the reverse. So of two readings of one printed figure that differ in one digit only, one an 8 and the other a digit an
 * 8 fades into, the 8 was printed.
 */

const FADED_EIGHT = /[0369]/;

/** Of two readings of one figure (same length), the one whose single differing digit is the 8 the other's faded from; else null. */
export function fullerReading(a: string, b: string): string | null {
  if (a.length !== b.length) return null;
  const differ = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  if (differ.length !== 1) return null;
  const [x, y] = [a[differ[0]], b[differ[0]]];
  if (x === '8' && FADED_EIGHT.test(y)) return a;
  if (y === '8' && FADED_EIGHT.test(x)) return b;
  return null;
}
