/**
 * When the toasts' <Toaster> (and sonner with it) is mounted: after the first contentful paint, so
 * that none of it is fetched before the page shows, or at once when a toast is wanted earlier.
 * A toast waits for the mount: sonner shows only toasts sent after its Toaster subscribed.
 */
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const waiting = new Set<() => void>();
let requested = false;

/** Asks for the Toaster now; resolves once it is mounted. */
export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const show of waiting) show();
    waiting.clear();
  }
  return mounted;
}

/** The providers mount the Toaster when this calls back. */
export function onToasterRequested(show: () => void): () => void {
  if (requested) {
    show();
    return () => undefined;
  }
  waiting.add(show);
  return () => waiting.delete(show);
}

/** Called by the Toaster once it (and sonner's own subscription inside it) is mounted. */
export function toasterMounted() {
  markMounted();
}

/** Requests the Toaster once the page has painted its first content (or after 3 s at the latest: a hidden tab may never paint). */
export function requestToasterAfterFirstPaint(): () => void {
  const later = () => setTimeout(() => void requestToaster(), 0);
  if (typeof PerformanceObserver === 'undefined' || performance.getEntriesByName('first-contentful-paint').length > 0) {
    const timer = later();
    return () => clearTimeout(timer);
  }
  const fallback = setTimeout(() => void requestToaster(), 3000);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    observer.disconnect();
    clearTimeout(fallback);
  };
}
