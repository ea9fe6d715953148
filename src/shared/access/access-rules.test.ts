import { describe, expect, it } from 'vitest';
import { decide, decideOwnRow, normalizeScopes, shareScopes } from './access-rules';

const owner = { role: 'owner' as const, status: 'owned', scopes: [] };

describe('decide', () => {
  it('lets the owner do everything with an owned vehicle; a sold one is read-only but can be deleted', () => {
    for (const action of ['read', 'read:costs', 'write', 'manage', 'delete'] as const) expect(decide(owner, action).allowed).toBe(true);
    const sold = { ...owner, status: 'sold' };
    expect(decide(sold, 'write')).toEqual({ allowed: false, reason: 'read_only' });
    expect(decide(sold, 'manage')).toEqual({ allowed: false, reason: 'read_only' });
    expect(decide(sold, 'read:documents').allowed).toBe(true);
    expect(decide(sold, 'delete').allowed).toBe(true);
  });

  it('hides the vehicle from anyone without a relation to it', () => {
    for (const action of ['read', 'read:photos', 'write', 'delete'] as const)
      expect(decide({ role: 'none', status: 'owned', scopes: [...shareScopes] }, action)).toEqual({ allowed: false, reason: 'hidden' });
  });

  it('lets a grantee or link holder read only the scopes of the share, and never write', () => {
    for (const role of ['grantee', 'link'] as const) {
      const facts = { role, status: 'owned', scopes: ['photos', 'facts'] as const };
      expect(decide(facts, 'read').allowed).toBe(true);
      expect(decide(facts, 'read:photos').allowed).toBe(true);
      expect(decide(facts, 'read:costs')).toEqual({ allowed: false, reason: 'forbidden' });
      for (const action of ['write', 'manage', 'delete'] as const)
        expect(decide({ ...facts, scopes: [...shareScopes] }, action)).toEqual({ allowed: false, reason: 'forbidden' });
    }
  });

  it('gives document files only together with the documents list', () => {
    expect(decide({ role: 'link', status: 'owned', scopes: ['documentFiles'] }, 'read:documentFiles').allowed).toBe(false);
    expect(decide({ role: 'link', status: 'owned', scopes: ['documents', 'documentFiles'] }, 'read:documentFiles').allowed).toBe(true);
  });
});

describe('normalizeScopes', () => {
  it('keeps known scopes once, in the table’s order', () => {
    expect(normalizeScopes(['costs', 'photos', 'costs', 'nonsense'])).toEqual(['photos', 'costs']);
  });
});

describe('decideOwnRow', () => {
  it("lets only the row's own user at it; anyone else finds it missing", () => {
    expect(decideOwnRow('u1', 'u1')).toEqual({ allowed: true });
    expect(decideOwnRow('u2', 'u1')).toEqual({ allowed: false, reason: 'hidden' });
    expect(decideOwnRow('u1', null)).toEqual({ allowed: false, reason: 'hidden' });
    expect(decideOwnRow('', undefined)).toEqual({ allowed: false, reason: 'hidden' });
  });
});
