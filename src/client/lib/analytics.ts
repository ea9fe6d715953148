/** SPEC §7: analytics only write to the console. */
export const analytics = {
  pageView(location: { pathname: string; search: string; hash: string }, userId?: string) {
    console.info('[analytics] page_view', { path: location.pathname, search: location.search, hash: location.hash, userId: userId ?? null });
  },
  identify(userId: string, email: string) {
    console.info('[analytics] identify', { userId, email });
  },
  performance() {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!nav) return;
    console.info('[analytics] performance', {
      ttfbMs: Math.round(nav.responseStart),
      domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
      loadMs: Math.round(nav.loadEventEnd),
    });
  },
};
