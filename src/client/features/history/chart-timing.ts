import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Marks how long a chart takes from its first render until all its `lines` are on the page and
 * the frame that shows them has been painted, as a `performance.measure('chart:<name>')` entry:
 * `npm run bench:history` reads it (budget 100 ms). The chart's code loading is not part of it.
 */
export function useChartTiming(name: string, box: RefObject<HTMLElement | null>, lines = 1) {
  const start = useRef<number | null>(null);
  if (start.current === null) start.current = performance.now();
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the frame is painted; a task queued from it runs after.
    const done = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => performance.measure(`chart:${name}`, { start: start.current! }), 0);
      });
    };
    const drawn = () => el.querySelectorAll('.recharts-line-curve').length >= lines;
    if (drawn()) return void done();
    // Recharts draws its lines in a later commit (once it knows the size of the box).
    const watch = new MutationObserver(() => {
      if (!drawn()) return;
      watch.disconnect();
      done();
    });
    watch.observe(el, { childList: true, subtree: true });
    return () => {
      watch.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
