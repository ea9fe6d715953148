import { useEffect } from 'react';

export const APP_NAME = 'Patina';

/** "Porsche 911 S — Patina"; the bare name while a screen has nothing to say yet. */
export const documentTitle = (title?: string | null) => (title ? `${title} — ${APP_NAME}` : APP_NAME);

/**
 * Each screen names the browser tab after what it shows, so that tabs, history and bookmarks tell
 * screens apart. `undefined` (still loading) leaves the previous title until the real one is known.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title);
  }, [title]);
}
