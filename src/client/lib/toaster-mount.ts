import { afterFirstPaint } from './after-first-paint';

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

/** Requests the Toaster once the page has painted its first content (see after-first-paint.ts). */
export function requestToasterAfterFirstPaint(): () => void {
  return afterFirstPaint(() => void requestToaster());
}
