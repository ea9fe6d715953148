/** SPEC §9: the check runs 1000 ms after each sign-in. */
export const TRANSFER_CHECK_DELAY_MS = 1000;

export interface SeenSession {
  /** Whether the first session answer (the app's start) has been seen. */
  started: boolean;
  userId: string | null;
}

/**
 * When SPEC §4's transfer check runs, given the session before and now: at once on app start
 * with a session, 1000 ms after a sign-in, never for a refresh of the same session or a sign-out.
 */
export function checkMoment(before: SeenSession, userId: string | null): 'now' | 'after_sign_in' | 'none' {
  if (!userId || userId === before.userId) return 'none';
  return before.started ? 'after_sign_in' : 'now';
}
