import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on its own (the charts: Recharts is ~110 KB gzip), drawn in place
 * of `fallback` as soon as its code is here — without Suspense: React holds a boundary's revealed
 * content back until 300 ms after its fallback was shown (its fallback throttle), and for the
 * charts that wait was most of their time to render (decision 022). It is drawn in a task of its
 * own once the screen around it has been painted: the screen does not wait for it, and it does not
 * pay for the screen's layout. `preload` starts loading the code early (a screen's loader).
 * A failed load is thrown while rendering, to the nearest error boundary, as React.lazy does.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => m.default,
      (error: unknown) => {
        loading = undefined; // the next mount tries again
        throw error;
      },
    ));

  function Lazy({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>({});
    useEffect(() => {
      if (state.component) return;
      let live = true;
      // After the frame that shows the screen around it has been painted (a task queued from
      // requestAnimationFrame runs after it): the page's style and layout are done by then, and
      // the chart's own measuring of its texts does not force them while the screen still waits.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const painted = new Promise<void>((resolve) => requestAnimationFrame(() => (timer = setTimeout(resolve, 0))));
      Promise.all([preload(), painted]).then(
        ([component]) => live && setState({ component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [state.component]);
    if (state.error) throw state.error;
    const Component = state.component;
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Lazy, { preload });
}
