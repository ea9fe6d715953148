import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The box's size in CSS pixels, read before the first paint and again whenever it changes; zero
 * until read. The charts are drawn once at their real size: Recharts' ResponsiveContainer drew
 * them at a guessed size first and again when its ResizeObserver answered (decision 022).
 */
export function useBoxSize(box: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () =>
      setSize((old) => (old.width === el.clientWidth && old.height === el.clientHeight ? old : { width: el.clientWidth, height: el.clientHeight }));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return size;
}
