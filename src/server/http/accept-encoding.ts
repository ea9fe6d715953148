export type ContentEncoding = 'br' | 'gzip';

/**
 * The compression to answer with, from a request's Accept-Encoding: brotli before gzip, as every
 * current browser offers both (gzip first when `prefer` says so and the client weighs it no lower);
 * none when the client offers neither or refuses them (`q=0`).
 */
export function pickEncoding(header: string | undefined, prefer: ContentEncoding = 'br'): ContentEncoding | null {
  if (!header) return null;
  const offered = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    offered.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: ContentEncoding) => offered.get(name) ?? (offered.has('*') ? offered.get('*')! : 0);
  const br = weight('br');
  const gzip = weight('gzip');
  if (prefer === 'gzip' && gzip > 0 && gzip >= br) return 'gzip';
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
