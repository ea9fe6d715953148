import { describe, expect, it } from 'vitest';
import { libraryRowsOf, parseQuery, queryShare, readsMatchesOffIndex, wordShare, type LexemeShares } from './search-plan';

const stats: LexemeShares = {
  shares: new Map([
    ['motor', 0.13],
    ['olwechsel', 0.0117],
    ['ölwechsel', 0.0116],
    ['kupplung', 0.004],
    ["o'neil", 0.01],
  ]),
  rarest: 0.002,
};

describe('parseQuery', () => {
  it('reads lexemes and the operators in the order tsquery binds them', () => {
    expect(parseQuery("'motor'")).toEqual({ lexeme: 'motor', prefix: false });
    expect(parseQuery("'a' | 'b' & 'c'")).toEqual({
      op: '|',
      left: { lexeme: 'a', prefix: false },
      right: { op: '&', left: { lexeme: 'b', prefix: false }, right: { lexeme: 'c', prefix: false } },
    });
    expect(parseQuery("( 'a' | 'b' ) & !'c'")).toEqual({
      op: '&',
      left: { op: '|', left: { lexeme: 'a', prefix: false }, right: { lexeme: 'b', prefix: false } },
      right: { not: { lexeme: 'c', prefix: false } },
    });
    expect(parseQuery("'a' <-> 'b' & 'c' <2> 'd'")).toEqual({
      op: '&',
      left: { op: '<->', left: { lexeme: 'a', prefix: false }, right: { lexeme: 'b', prefix: false } },
      right: { op: '<->', left: { lexeme: 'c', prefix: false }, right: { lexeme: 'd', prefix: false } },
    });
  });

  it('reads quotes and backslashes as tsquery writes them, and prefixes and weights', () => {
    expect(parseQuery("'o''neil'")).toEqual({ lexeme: "o'neil", prefix: false });
    expect(parseQuery("'a\\\\b'")).toEqual({ lexeme: 'a\\b', prefix: false });
    expect(parseQuery("'mot':*")).toEqual({ lexeme: 'mot', prefix: true });
    expect(parseQuery("'mot':AB")).toEqual({ lexeme: 'mot', prefix: false });
  });

  it('gives null for the empty query and for what it cannot read', () => {
    for (const text of ['', '   ', "'open", "'a' &", "( 'a'", "'a' 'b'", 'motor', "'a' <x> 'b'"]) expect(parseQuery(text), text).toBeNull();
  });
});

describe('queryShare and wordShare', () => {
  it('combines terms as the planner does within one query', () => {
    const share = (text: string) => queryShare(parseQuery(text)!, stats);
    expect(share("'motor'")).toBe(0.13);
    expect(share("'motor' & 'kupplung'")).toBeCloseTo(0.13 * 0.004);
    expect(share("'motor' <-> 'kupplung'")).toBeCloseTo(0.13 * 0.004);
    expect(share("'motor' | 'kupplung'")).toBeCloseTo(0.13 + 0.004 - 0.13 * 0.004);
    expect(share("!'motor'")).toBeCloseTo(0.87);
    // A lexeme outside the statistics: half the rarest listed one's share, as the planner takes it.
    expect(share("'vergaser'")).toBe(0.001);
    expect(share("'o''neil'")).toBe(0.01);
    expect(share("'mot':*")).toBeNull();
  });

  it("takes the larger of a word's two forms, not their sum (every document holds both)", () => {
    expect(wordShare(["'ölwechsel'", "'olwechsel'"], stats)).toBe(0.0117);
    expect(wordShare(["'motor'", "'motor'"], stats)).toBe(0.13);
    expect(wordShare(["'motor' & 'kupplung'", "'motor' & 'kupplung'"], stats)).toBeCloseTo(0.13 * 0.004);
  });

  it('finds nothing in a query of stop words only, and cannot tell without statistics or for a prefix', () => {
    expect(wordShare(['', ''], stats)).toBe(0);
    expect(wordShare(["'motor'", "'motor'"], null)).toBeNull();
    expect(wordShare(["'mot':*", "'mot'"], stats)).toBeNull();
  });
});

describe('readsMatchesOffIndex', () => {
  it('reads the matches when there are fewer of them than the walk would visit', () => {
    // 50,000 documents, a first page (26 rows): the walk visits ~26 / share rows, the index share × 50,000.
    expect(readsMatchesOffIndex(0.0117, 50_000, 26)).toBe(true); // 584 matches against a walk of ~2,200
    expect(readsMatchesOffIndex(0.02, 50_000, 26)).toBe(true);
    expect(readsMatchesOffIndex(0.036, 50_000, 26)).toBe(false);
    expect(readsMatchesOffIndex(0.13, 50_000, 26)).toBe(false); // 6,500 matches against ~200
    // A deeper page walks further: the break-even moves up.
    expect(readsMatchesOffIndex(0.03, 50_000, 51)).toBe(true);
    // A smaller library: the same word is cheaper to read whole.
    expect(readsMatchesOffIndex(0.036, 10_000, 26)).toBe(true);
    expect(readsMatchesOffIndex(0, 50_000, 26)).toBe(true);
  });

  it('leaves the choice to the planner when it cannot tell', () => {
    expect(readsMatchesOffIndex(null, 50_000, 26)).toBe(false);
    expect(readsMatchesOffIndex(0.01, null, 26)).toBe(false);
    expect(readsMatchesOffIndex(0.01, 0, 26)).toBe(false);
  });
});

describe('libraryRowsOf', () => {
  const users = { rows: 60_000, users: ['big', 'mid'], shares: [0.8, 0.1], distinct: 12, nullShare: 0 };
  it("takes a listed user's share of the table's rows, and spreads the rest over the others", () => {
    expect(libraryRowsOf('big', users)).toBeCloseTo(48_000);
    expect(libraryRowsOf('small', users)).toBeCloseTo((60_000 * 0.1) / 10);
    // n_distinct as a negative fraction of the rows.
    expect(libraryRowsOf('small', { ...users, distinct: -0.001 })).toBeCloseTo((60_000 * 0.1) / 58);
  });
  it('cannot tell without statistics or a counted table', () => {
    expect(libraryRowsOf('big', null)).toBeNull();
    expect(libraryRowsOf('big', { ...users, rows: -1 })).toBeNull();
  });
});
