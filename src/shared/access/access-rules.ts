/**
 * Who may do what with a vehicle: the one rule table of the product, pure so that the server's
 * policy (src/server/access/policy.ts) and the client's buttons answer the same question the same way.
 *
 * Roles: the owner; a grantee (a person the owner shared the vehicle with, read-only, scoped);
 * a link holder (a visitor with a share link's token, read-only, scoped); anyone else (`none`).
 */

/** What a share (link or person) may show. Each part is on or off per share. */
export const shareScopes = ['photos', 'facts', 'documents', 'documentFiles', 'costs', 'timeline', 'valueHistory', 'stories'] as const;
export type ShareScope = (typeof shareScopes)[number];

export type Role = 'owner' | 'grantee' | 'link' | 'none';

/**
 * `read` is seeing that the vehicle exists (make, model, year); `read:<scope>` a part of it;
 * `write` changes its records (facts, photos, documents, and every module's rows of it);
 * `manage` shares, sells or transfers it; `delete` removes it; `export` takes its records and
 * files away in an archive (the owner only, sold vehicles too).
 */
export type VehicleAction = 'read' | `read:${ShareScope}` | 'write' | 'manage' | 'delete' | 'export';

export interface AccessFacts {
  role: Role;
  /** The vehicle's status: a sold or transferred vehicle is kept read-only with its history. */
  status: string;
  /** What the share allows; ignored for the owner. */
  scopes: readonly ShareScope[];
}

/** The answer and, when refused, why: `hidden` (looks missing: 404), `forbidden` (403) or `read_only` (409). */
export type Decision = { allowed: true } | { allowed: false; reason: 'hidden' | 'forbidden' | 'read_only' };

const allow: Decision = { allowed: true };

export function decide(facts: AccessFacts, action: VehicleAction): Decision {
  if (facts.role === 'none') return { allowed: false, reason: 'hidden' };
  if (facts.role === 'owner') {
    if (action === 'write' || action === 'manage') return facts.status === 'owned' ? allow : { allowed: false, reason: 'read_only' };
    return allow;
  }
  // A grantee or a link holder only ever reads, and only what the share's scopes name.
  if (action === 'read') return allow;
  if (action.startsWith('read:')) {
    const scope = action.slice('read:'.length) as ShareScope;
    // Files are reachable only together with the list that names them.
    if (scope === 'documentFiles' && !facts.scopes.includes('documents')) return { allowed: false, reason: 'forbidden' };
    return facts.scopes.includes(scope) ? allow : { allowed: false, reason: 'forbidden' };
  }
  return { allowed: false, reason: 'forbidden' };
}

export const can = (facts: AccessFacts, action: VehicleAction) => decide(facts, action).allowed;

/** Scopes from user input: known names only, each once, in the table's order. */
export function normalizeScopes(input: readonly string[]): ShareScope[] {
  return shareScopes.filter((s) => input.includes(s));
}

/**
 * Rows that belong to a person rather than to a vehicle (wishlist items, feedback, saved
 * signatures): only that person may see or change them. To anyone else — a grantee of one of
 * their vehicles included — the row looks missing, like another user's vehicle.
 */
export function decideOwnRow(actorId: string, rowUserId: string | null | undefined): Decision {
  return rowUserId !== null && rowUserId !== undefined && rowUserId === actorId ? allow : { allowed: false, reason: 'hidden' };
}
