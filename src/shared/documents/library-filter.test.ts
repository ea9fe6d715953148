import { describe, expect, it } from 'vitest';
import { isDateOrderPage, libraryPage, type LibraryFacts } from './library-filter';

// Newest first, undated last — the database's order.
const library: LibraryFacts[] = [
  { vehicleId: 'a', documentType: 'service', date: '2024-05-01' },
  { vehicleId: 'b', documentType: 'insurance', date: '2024-01-01' },
  { vehicleId: 'a', documentType: 'service', date: '1999-12-31' },
  { vehicleId: 'a', documentType: 'receipt', date: '1975-06-15' },
  { vehicleId: 'b', documentType: 'service', date: null },
];

describe('libraryPage', () => {
  it('pages newest first and says whether more follow', () => {
    expect(libraryPage(library, { limit: 2, offset: 0 })).toEqual({ shown: [0, 1], hasMore: true, nextOffset: 2 });
    expect(libraryPage(library, { limit: 2, offset: 4 })).toEqual({ shown: [4], hasMore: false, nextOffset: null });
    expect(libraryPage(library, { limit: 5, offset: 0 })).toEqual({ shown: [0, 1, 2, 3, 4], hasMore: false, nextOffset: null });
  });

  it('oldest first is the exact reverse: undated first', () => {
    expect(libraryPage(library, { sort: 'date_asc', limit: 3, offset: 0 }).shown).toEqual([4, 3, 2]);
  });

  it('filters by vehicle, type and an inclusive date range; an undated document is outside any range', () => {
    expect(libraryPage(library, { vehicleId: 'a', type: 'service', limit: 25, offset: 0 }).shown).toEqual([0, 2]);
    expect(libraryPage(library, { from: '1999-12-31', to: '2024-01-01', limit: 25, offset: 0 }).shown).toEqual([1, 2]);
    expect(libraryPage(library, { vehicleId: 'b', from: '1900-01-01', limit: 25, offset: 0 }).shown).toEqual([1]);
  });

  it('leaves a search or the title order to the database', () => {
    expect(isDateOrderPage({ limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderPage({ sort: 'date_asc', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderPage({ sort: 'relevance', limit: 25, offset: 0 })).toBe(true);
    expect(isDateOrderPage({ sort: 'title', limit: 25, offset: 0 })).toBe(false);
    expect(isDateOrderPage({ q: 'Ölwechsel', limit: 25, offset: 0 })).toBe(false);
  });
});
