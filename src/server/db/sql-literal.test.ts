import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './sql-literal';

describe('sqlLiteral', () => {
  it('writes text as an escape string: quotes doubled, backslashes escaped (the same under any standard_conforming_strings)', () => {
    expect(sqlLiteral("O'Brien")).toBe("E'O''Brien'");
    expect(sqlLiteral('%50\\%%')).toBe("E'%50\\\\%%'");
    expect(sqlLiteral("'); drop table users; --")).toBe("E'''); drop table users; --'");
    expect(sqlLiteral("\\'; select 1; --")).toBe("E'\\\\''; select 1; --'");
  });

  it('writes numbers, booleans and null as themselves', () => {
    expect(sqlLiteral(26)).toBe('26');
    expect(sqlLiteral(0)).toBe('0');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('writes a list of strings as an array literal, each element quoted', () => {
    expect(sqlLiteral([])).toBe("E'{}'");
    expect(sqlLiteral(['a', 'b c'])).toBe(`E'{"a","b c"}'`);
    expect(sqlLiteral(['say "hi"', 'back\\slash', "it's"])).toBe(`E'{"say \\\\"hi\\\\"","back\\\\\\\\slash","it''s"}'`);
  });

  it('refuses what it cannot write', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\0b')).toThrow();
    expect(() => sqlLiteral({})).toThrow();
    expect(() => sqlLiteral([1, 2])).toThrow();
  });
});
