import { useEffect, useState } from 'react';
import { loadFeatureTexts } from '@/lib/i18n';

/**
 * The sidebar and the profile render on screens that load only the core texts: the tasks texts
 * they show are loaded here first (once; later calls answer at once).
 */
export function useTaskTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadFeatureTexts('tasks').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
