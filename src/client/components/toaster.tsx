import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@/lib/toaster-mount';

/**
 * The toasts, mounted lazily after the first render, at the bottom: at the top a toast covered the
 * title of the drawer it announced ("Document saved"); on phones above the bottom bar (h-16). Their one standing message is the offer to
 * reload into a new version, so the service worker is registered from here: once the page has
 * loaded, and only in a build (in development it would cache what is being edited).
 */
export default function Toaster() {
  // Sonner's own effect (a child's) has subscribed by now: toasts sent from here on are shown.
  useEffect(() => toasterMounted(), []);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const register = () => void import('@/app/app-update').then((m) => m.watchForUpdates());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return <Sonner position="bottom-center" mobileOffset={{ bottom: 80 }} richColors closeButton duration={4000} />;
}
