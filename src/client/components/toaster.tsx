import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@/lib/toaster-mount';

const UPDATE_AFTER_LOAD_MS = 1500;
const UPDATE_IDLE_TIMEOUT_MS = 5000;

/**
 * The toasts, mounted lazily after the first render, at the bottom: at the top a toast covered the
 * title of the drawer it announced ("Document saved"); on phones above the bottom bar (h-16). Their one standing message is the offer to
 * reload into a new version, so the service worker is registered from here: once the page has
 * loaded and settled, and only in a build (in development it would cache what is being edited).
 */
export default function Toaster() {
  // Sonner's own effect (a child's) has subscribed by now: toasts sent from here on are shown.
  useEffect(() => toasterMounted(), []);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const register = () => void import('@/app/app-update').then((m) => m.watchForUpdates());
    // Not at `load`, which comes before a screen's data and its drawing: the worker's code, and on a
    // first visit its download of the whole app shell, would compete with them. A while after
    // `load`, when the main thread is idle (or 5 s later at most).
    const later = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) idle = requestIdleCallback(register, { timeout: UPDATE_IDLE_TIMEOUT_MS });
        else register();
      }, UPDATE_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return <Sonner position="bottom-center" mobileOffset={{ bottom: 80 }} richColors closeButton duration={4000} />;
}
