import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The toasts, mounted lazily after the first render. Their one standing message is the offer to
 * reload into a new version, so the service worker is registered from here: once the page has
 * loaded, and only in a build (in development it would cache what is being edited).
 */
export default function Toaster() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const register = () => void import('@/app/app-update').then((m) => m.watchForUpdates());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return <Sonner position="top-center" richColors closeButton duration={4000} />;
}
