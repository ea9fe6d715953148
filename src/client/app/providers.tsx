import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SidebarProvider } from '@/components/ui/sidebar-context';
import { useSession } from '@/features/auth/auth-api';
import { UploadQueueProvider } from '@/features/bulk-upload/upload-queue';
import { TransferWatcher } from '@/features/transfers/components/transfer-watcher';
import { analytics } from '@/lib/analytics';
import { setLanguage } from '@/lib/i18n';
import { onToasterRequested, requestToasterAfterFirstPaint } from '@/lib/toaster-mount';
import { ErrorBoundary } from './error-screens';

/** Once a session is known: identify the user and let the profile's language win. */
function SessionEffects() {
  const { session } = useSession();
  useEffect(() => {
    if (!session) return;
    analytics.identify(session.user.id, session.user.email);
    if (session.user.language === 'de' || session.user.language === 'en') void setLanguage(session.user.language);
  }, [session]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  // The toasts (sonner, ~10 KB) after the first paint, or when a toast is sent before it. Loaded
  // here, not by React.lazy: React reveals a lazy component's Suspense content up to 300 ms after
  // its code is there (it throttles reveals), and the toasts waited that long on every screen.
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const off = onToasterRequested(() => void import('@/components/toaster').then((m) => mounted && setToaster(() => m.default)));
    const cancel = requestToasterAfterFirstPaint();
    return () => {
      mounted = false;
      off();
      cancel();
    };
  }, []);
  useEffect(() => {
    const onLoad = () => setTimeout(() => analytics.performance(), 0);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  }, []);
  return (
    <ErrorBoundary>
      <SidebarProvider>
        <SessionEffects />
        <TransferWatcher />
        <UploadQueueProvider>{children}</UploadQueueProvider>
        {Toaster && <Toaster />}
      </SidebarProvider>
    </ErrorBoundary>
  );
}
