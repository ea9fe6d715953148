import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the element when it appears: an error screen's heading, so that a
 * keyboard or screen-reader user lands on what went wrong instead of somewhere in the old page.
 * The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
