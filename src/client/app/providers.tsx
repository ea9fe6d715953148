import { useEffect, useState, type ReactNode } from 'react';
import { SidebarProvider } from '@/components/ui/sidebar-context';
import { useSession } from '@/features/auth/auth-api';
import { UploadQueueProvider } from '@/features/bulk-upload/upload-queue';
import { TransferWatcher } from '@/features/transfers/components/transfer-watcher';
import { analytics } from '@/lib/analytics';
import { lazyComponent } from '@/lib/lazy-component';
import { setLanguage } from '@/lib/i18n';
import { onToasterRequested, requestToasterAfterFirstPaint } from '@/lib/toaster-mount';
import { ErrorBoundary } from './error-screens';

// Without Suspense (lazy-component.tsx): React revealed the toasts up to 300 ms after their code
// was here, the last change on every screen.
const Toaster = lazyComponent(() => import('@/components/toaster'));

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
  // The toasts (sonner, ~10 KB) after the first paint, or when a toast is sent before it.
  const [toaster, setToaster] = useState(false);
  useEffect(() => {
    const off = onToasterRequested(() => setToaster(true));
    const cancel = requestToasterAfterFirstPaint();
    return () => {
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
        {toaster && <Toaster fallback={null} />}
      </SidebarProvider>
    </ErrorBoundary>
  );
}
