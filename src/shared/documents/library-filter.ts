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
  const matching: number[] = [];
  facts.forEach((doc, i) => {
    if (query.vehicleId !== undefined && doc.vehicleId !== query.vehicleId) return;
    if (query.type !== undefined && doc.documentType !== query.type) return;
    if (query.from !== undefined && (doc.date === null || doc.date < query.from)) return;
    if (query.to !== undefined && (doc.date === null || doc.date > query.to)) return;
    matching.push(i);
  });
  if (query.sort === 'date_asc') matching.reverse();
  const shown = matching.slice(query.offset, query.offset + query.limit);
  const hasMore = matching.length > query.offset + query.limit;
  return { shown, hasMore, nextOffset: hasMore ? query.offset + query.limit : null };
}
