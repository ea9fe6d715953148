/**
 * The in-app page the user came from, for the feedback form's "page path it came from". The
 * router tells every navigation; the path before the current one is kept (path and query only).
 */
type Loc = { pathname: string; search: string };
let current: string | null = null;
let previous: string | null = null;

export function trackPreviousPath(router: { state: { location: Loc }; subscribe: (fn: (state: { location: Loc }) => void) => unknown }) {
  const path = (l: Loc) => `${l.pathname}${l.search}`;
  current = path(router.state.location);
  router.subscribe((state) => {
    const next = path(state.location);
    if (next === current) return;
    previous = current;
    current = next;
  });
}

export const previousPath = () => previous;
