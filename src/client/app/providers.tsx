import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SidebarProvider } from '@/components/ui/sidebar-context';
import { useSession } from '@/features/auth/auth-api';
import { UploadQueueProvider } from '@/features/bulk-upload/upload-queue';
import { analytics } from '@/lib/analytics';
import { setLanguage } from '@/lib/i18n';
import { ErrorBoundary } from './error-screens';

const Toaster = lazy(() => import('@/components/toaster'));

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
  useEffect(() => {
    const onLoad = () => setTimeout(() => analytics.performance(), 0);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  }, []);
  return (
    <ErrorBoundary>
        <SidebarProvider>
          <SessionEffects />
          <UploadQueueProvider>{children}</UploadQueueProvider>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </SidebarProvider>
    </ErrorBoundary>
  );
}
