import { describe, expect, it } from 'vitest';
import { indexLibrary, isDateOrderPage, isDateOrderSearch, libraryPage, type LibraryFacts, type LibraryFilter } from './library-filter';

// Newest first, undated last — the database's order.
const library: LibraryFacts[] = [
  { vehicleId: 'a', documentType: 'service', date: '2024-05-01' },
  { vehicleId: 'b', documentType: 'insurance', date: '2024-01-01' },
  { vehicleId: 'a', documentType: 'service', date: '1999-12-31' },
  { vehicleId: 'a', documentType: 'receipt', date: '1975-06-15' },
  { vehicleId: 'b', documentType: 'service', date: null },
];
const lookup = indexLibrary(library);

describe('libraryPage', () => {
  it('pages newest first and says whether more follow', () => {
    expect(libraryPage(lookup, { limit: 2, offset: 0 })).toEqual({ shown: [0, 1], hasMore: true, nextOffset: 2 });
    expect(libraryPage(lookup, { limit: 2, offset: 4 })).toEqual({ shown: [4], hasMore: false, nextOffset: null });
    expect(libraryPage(lookup, { limit: 5, offset: 0 })).toEqual({ shown: [0, 1, 2, 3, 4], hasMore: false, nextOffset: null });
  });

  it('oldest first is the exact reverse: undated first', () => {
    expect(libraryPage(lookup, { sort: 'date_asc', limit: 3, offset: 0 }).shown).toEqual([4, 3, 2]);
  });

  it('filters by vehicle, type and an inclusive date range; an undated document is outside any range', () => {
    expect(libraryPage(lookup, { vehicleId: 'a', type: 'service', limit: 25, offset: 0 }).shown).toEqual([0, 2]);
    expect(libraryPage(lookup, { from: '1999-12-31', to: '2024-01-01', limit: 25, offset: 0 }).shown).toEqual([1, 2]);
    expect(libraryPage(lookup, { vehicleId: 'b', from: '1900-01-01', limit: 25, offset: 0 }).shown).toEqual([1]);
  });

  it("answers what walking the whole library in the page's order answers, for every filter, order and page", () => {
    // What the database does: filter every document, order, skip, take one more than the page.
    const walked = (facts: LibraryFacts[], query: LibraryFilter) => {
      const order = facts.map((_, i) => i);
      if (query.sort === 'date_asc') order.reverse();
      const hits = order.filter((i) => {
        const doc = facts[i];
        if (query.vehicleId !== undefined && doc.vehicleId !== query.vehicleId) return false;
        if (query.type !== undefined && doc.documentType !== query.type) return false;
        if (query.from !== undefined && (doc.date === null || doc.date < query.from)) return false;
        return query.to === undefined || (doc.date !== null && doc.date <= query.to);
      });
      const hasMore = hits.length > query.offset + query.limit;
      return { shown: hits.slice(query.offset, query.offset + query.limit), hasMore, nextOffset: hasMore ? query.offset + query.limit : null };
    };
    // A library of 400 documents: 7 vehicles (one with none of a type), 4 types, dates with many ties, some undated.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const facts: LibraryFacts[] = Array.from({ length: 400 }, () => ({
      vehicleId: `v${next(7)}`,
      documentType: ['service', 'title', 'receipt', 'insurance'][next(4)],
      date: next(20) === 0 ? null : `${1960 + next(30)}-0${1 + next(9)}-1${next(10)}`,
    })).filter((d) => !(d.vehicleId === 'v6' && d.documentType === 'title'));
    facts.sort((a, b) => (a.date === b.date ? 0 : a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? 1 : -1));
    const big = indexLibrary(facts);
    const years = [undefined, '1959-01-01', '1970-05-10', '1975-03-12', '1990-01-01'];
    let compared = 0;
    for (const vehicleId of [undefined, 'v0', 'v6', 'none'])
      for (const type of [undefined, 'title', 'receipt'])
        for (const from of years)
          for (const to of years)
            for (const sort of [undefined, 'date_asc'] as const)
              for (const [offset, limit] of [
                [0, 25],
                [25, 25],
                [3, 1],
                [0, 100],
                [390, 25],
              ]) {
                const query = { vehicleId, type, from, to, sort, offset, limit };
                expect(libraryPage(big, query), JSON.stringify(query)).toEqual(walked(facts, query));
                compared += 1;
              }
    expect(compared).toBe(4 * 3 * 5 * 5 * 2 * 5);
  });

  it('leaves a search or the title order to the database', () => {
    expect(isDateOrderPage({ limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderPage({ sort: 'date_asc', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderPage({ sort: 'relevance', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderPage({ sort: 'title', limit: 25, offset: 0 })).toBe(false);
    expect(isDateOrderPage({ q: 'Ölwechsel', limit: 25, offset: 0 })).toBe(false);
  });

  it('cuts a search from its matches in date order only: by relevance or title it is the database’s', () => {
    expect(isDateOrderSearch({ q: 'Ölwechsel', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderSearch({ q: 'Ölwechsel', sort: 'date_desc', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderSearch({ q: 'Ölwechsel', sort: 'date_asc', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderSearch({ q: 'Ölwechsel', sort: 'relevance', limit: 25, offset: 0 })).toBe(false);
    expect(isDateOrderSearch({ q: 'Ölwechsel', sort: 'title', limit: 25, offset: 0 })).toBe(false);
    expect(isDateOrderSearch({ limit: 25, offset: 0 })).toBe(false);
  });
});
