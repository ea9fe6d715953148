import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: the first screenful at once, all of them right after
 * that first paint, in a transition that input can interrupt. A garage of 200 cards otherwise
 * shows nothing until every card is laid out.
 */
export function useProgressiveCount(total: number, first = 24): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    // A frame, then a task: the first cards are painted before the rest is rendered.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
