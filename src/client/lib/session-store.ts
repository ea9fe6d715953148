import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  language?: string;
}
export interface Session {
  user: SessionUser;
}

/**
 * The signed-in session, as a tiny store rather than a TanStack query: every page needs it, and
 * keeping TanStack Query out of the landing page's first load saves ~10 KB gzip (decision 002).
 * better-auth answers null when nobody is signed in; each call also extends a used session.
 */
// `signedOut` marks a session the user ended here: protected screens then go to the landing page,
// not to the sign-in form as for a visitor who arrives without a session.
type State = { isLoading: boolean; session: Session | null; signedOut?: boolean };
let state: State = { isLoading: true, session: null };
let inFlight: Promise<Session | null> | null = null;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((l) => l());
}

export function refreshSession(): Promise<Session | null> {
  inFlight ??= api<Session | null>('/api/auth/get-session')
    .catch(() => null)
    .then((session) => {
      set({ isLoading: false, session });
      return session;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function clearSession() {
  set({ isLoading: false, session: null, signedOut: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.isLoading && !inFlight) void refreshSession();
  return () => listeners.delete(listener);
}

export function useSession(): State {
  return useSyncExternalStore(subscribe, () => state);
}
