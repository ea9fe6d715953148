import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Marks how long a chart takes from its first render to its line on the page, as a
 * `performance.measure('chart:<name>')` entry: `npm run bench:history` reads it (budget 100 ms).
 */
export function useChartTiming(name: string, box: RefObject<HTMLElement | null>) {
  const start = useRef<number | null>(null);
  if (start.current === null) start.current = performance.now();
  useLayoutEffect(() => {
    const el = box.current;
    const done = () => performance.measure(`chart:${name}`, { start: start.current! });
    if (!el || el.querySelector('.recharts-line-curve')) return void done();
    // Recharts may draw the line in a later commit (once it knows the size of the box).
    const watch = new MutationObserver(() => {
      if (!el.querySelector('.recharts-line-curve')) return;
      watch.disconnect();
      done();
    });
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
