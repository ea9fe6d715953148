/**
 * Where in a value a NUL character hides, as a dotted path (`body.items.0.title`), or null.
 * PostgreSQL cannot store NUL in text, so a NUL that reaches a query fails it: decision 013
 * refuses it at the door, naming the field, instead of answering 500. Keys are checked too.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key.replace(/\0/g, '\\0')}` : key;
    if (key.includes('\0')) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}
