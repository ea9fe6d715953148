/**
 * Calls back once the page has painted its first content — in a task of its own, so that what it
 * starts is not part of that paint — or after 3 s at the latest (a hidden tab may never paint).
 * For code the first screen does not need (the toasts, the router on the landing page).
 */
export function afterFirstPaint(callback: () => void): () => void {
  const later = () => setTimeout(callback, 0);
  if (typeof PerformanceObserver === 'undefined' || performance.getEntriesByName('first-contentful-paint').length > 0) {
    const timer = later();
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(callback, 3000);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    clearTimeout(fallback);
    timer = later();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    observer.disconnect();
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}
