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
 * Whether a search's page can be cut from its matches held newest first (search-matches.ts): a
 * search in date order either way. By relevance it is ranked by the word (the database's), and a
 * title order is the database's collation.
 */
export function isDateOrderSearch(query: LibraryFilter): boolean {
  return !!query.q && (query.sort === undefined || query.sort === 'date_desc' || query.sort === 'date_asc');
}

/**
 * The library's facts held newest first, with where each vehicle's and each type's documents sit
 * (positions in the same order), so that a page is found without walking the whole library.
 */
export interface LibraryLookup {
  facts: readonly LibraryFacts[];
  byVehicle: ReadonlyMap<string, readonly number[]>;
  byType: ReadonlyMap<string, readonly number[]>;
}

/** Indexes facts held newest first (date descending, undated last): done once per library. */
export function indexLibrary(facts: readonly LibraryFacts[]): LibraryLookup {
  const byVehicle = new Map<string, number[]>();
  const byType = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  facts.forEach((doc, i) => {
    add(byVehicle, doc.vehicleId, i);
    add(byType, doc.documentType, i);
  });
  return { facts, byVehicle, byType };
}

/** The first k in [0, length) where `test(k)` holds, for a test that is false up to some k and true from there. */
function firstWhere(length: number, test: (k: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A page of the library: the positions shown, in the page's order, and whether more follow — what
 * the database's filtered, ordered, LIMIT/OFFSET page says. Dates compare as text: `YYYY-MM-DD`
 * sorts as the dates do; an undated document is outside any range. The candidates are the
 * vehicle's or the type's documents (or all), still newest first, so a date range is a slice of
 * them found by binary search; only a vehicle and a type together are walked — one vehicle's
 * documents, and only as far as the page and one more.
 */
export function libraryPage(lookup: LibraryLookup, query: LibraryFilter): { shown: number[]; hasMore: boolean; nextOffset: number | null } {
  const { facts } = lookup;
  const vehicles = query.vehicleId === undefined ? null : (lookup.byVehicle.get(query.vehicleId) ?? []);
  const types = query.type === undefined ? null : (lookup.byType.get(query.type) ?? []);
  // The shorter list is walked; the other filter, if both are set, is tested on each of its documents.
  const list = vehicles && types ? (vehicles.length <= types.length ? vehicles : types) : (vehicles ?? types);
  const at = list ? (k: number) => list[k] : (k: number) => k;
  const length = list ? list.length : facts.length;
  const other =
    vehicles && types
      ? list === vehicles
        ? (i: number) => facts[i].documentType === query.type
        : (i: number) => facts[i].vehicleId === query.vehicleId
      : null;

  // Newest first, undated last: the range is [start, end) of the candidates.
  const dateOf = (k: number) => facts[at(k)].date;
  const ranged = query.from !== undefined || query.to !== undefined;
  const undated = ranged ? firstWhere(length, (k) => dateOf(k) === null) : length;
  const start = query.to === undefined ? 0 : firstWhere(undated, (k) => dateOf(k)! <= query.to!);
  const end = query.from === undefined ? undated : firstWhere(undated, (k) => dateOf(k)! < query.from!);

  const pageEnd = query.offset + query.limit;
  const ascending = query.sort === 'date_asc';
  const nth = (j: number) => at(ascending ? end - 1 - j : start + j);
  const shown: number[] = [];
  let found: number;
  if (!other) {
    found = Math.max(0, end - start);
    for (let j = query.offset; j < Math.min(pageEnd, found); j++) shown.push(nth(j));
  } else {
    found = 0;
    for (let j = 0; j < end - start && found <= pageEnd; j++) {
      const i = nth(j);
      if (!other(i)) continue;
      if (found >= query.offset && found < pageEnd) shown.push(i);
      found += 1;
    }
  }
  const hasMore = found > pageEnd;
  return { shown, hasMore, nextOffset: hasMore ? pageEnd : null };
}
