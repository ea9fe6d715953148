import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './sql-literal';

describe('sqlLiteral', () => {
  it('quotes text by doubling its quotes and leaves backslashes alone (standard quoting)', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral('%50\\%%')).toBe("'%50\\%%'");
    expect(sqlLiteral("'); drop table users; --")).toBe("'''); drop table users; --'");
  });

  it('writes numbers, booleans and null as themselves', () => {
    expect(sqlLiteral(26)).toBe('26');
    expect(sqlLiteral(0)).toBe('0');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('writes a list of strings as an array literal, each element quoted', () => {
    expect(sqlLiteral([])).toBe("'{}'");
    expect(sqlLiteral(['a', 'b c'])).toBe(`'{"a","b c"}'`);
    expect(sqlLiteral(['say "hi"', 'back\\slash', "it's"])).toBe(`'{"say \\"hi\\"","back\\\\slash","it''s"}'`);
  });

  it('refuses what it cannot write', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\0b')).toThrow();
    expect(() => sqlLiteral({})).toThrow();
    expect(() => sqlLiteral([1, 2])).toThrow();
  });
});
