import type { DocumentSort } from './document-api';

/** What the library's filters look at in one document. */
export interface LibraryFacts {
  vehicleId: string;
  documentType: string;
  /** `YYYY-MM-DD`, or null for an undated document. */
  date: string | null;
}

export interface LibraryFilter {
  vehicleId?: string;
  type?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: DocumentSort;
  limit: number;
  offset: number;
}

/**
 * Whether a library page can be cut from the user's whole library held newest first (date
 * descending, undated last, then id descending — the database's order): a page without a search
 * word, in date order either way (oldest first is exactly the reverse: undated first). A title
 * order or a search is the database's to answer.
 */
export function isDateOrderPage(query: LibraryFilter): boolean {
  return !query.q && (query.sort === undefined || query.sort === 'date_desc' || query.sort === 'date_asc' || query.sort === 'relevance');
}

/**
 * A page of the library from its facts held newest first: the positions shown, in the page's
 * order, and whether more follow — what the database's filtered, ordered, LIMIT/OFFSET page says.
 * Dates compare as text: `YYYY-MM-DD` sorts as the dates do; an undated document is outside any range.
 */
export function libraryPage(facts: readonly LibraryFacts[], query: LibraryFilter): { shown: number[]; hasMore: boolean; nextOffset: number | null } {
  const matches = (doc: LibraryFacts) =>
    (query.vehicleId === undefined || doc.vehicleId === query.vehicleId) &&
    (query.type === undefined || doc.documentType === query.type) &&
    (query.from === undefined || (doc.date !== null && doc.date >= query.from)) &&
    (query.to === undefined || (doc.date !== null && doc.date <= query.to));
  // Walked in the page's order, and only as far as the page and one more: a first page of a
  // 10,000-document library looks at a few dozen documents, not all of them.
  const end = query.offset + query.limit;
  const ascending = query.sort === 'date_asc';
  const shown: number[] = [];
  let found = 0;
  for (let k = 0; k < facts.length && found <= end; k++) {
    const i = ascending ? facts.length - 1 - k : k;
    if (!matches(facts[i])) continue;
    if (found >= query.offset && found < end) shown.push(i);
    found += 1;
  }
  const hasMore = found > end;
  return { shown, hasMore, nextOffset: hasMore ? end : null };
}
