import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useSidebar } from '@/components/ui/sidebar-context';
import { useSession } from '@/features/auth/auth-api';
import { BulkUploadPanelMount } from '@/features/bulk-upload/components/bulk-upload-panel-mount';
import { analytics } from '@/lib/analytics';
import { cn } from '@/lib/cn';
// Only signed-in users have a sidebar: keep it (and its drawer) out of the first load.
const AppSidebar = lazy(() => import('./app-sidebar'));
import { BottomBar } from './bottom-bar';
import { Header } from './header';

function usePageViews(userId?: string) {
  const location = useLocation();
  useEffect(() => {
    analytics.pageView(location, userId);
  }, [location, userId]);
}

/** Header on top; the sidebar for signed-in users; the bottom bar on phones. */
export function AppLayout() {
  const { session, isLoading } = useSession();
  const { isOpen, isMobile } = useSidebar();
  usePageViews(session?.user.id);
  if (isLoading) return <FullScreenSpinner />;
  const withSidebar = Boolean(session) && !isMobile;
  return (
    <div className="min-h-screen">
      <Header />
      {session && (
        <Suspense fallback={null}>
          <AppSidebar />
        </Suspense>
      )}
      <main
        className={cn(
          'px-4 pb-24 pt-24 transition-[padding] duration-200 md:px-8 md:pb-12',
          withSidebar && (isOpen ? 'md:pl-[calc(16rem+2rem)]' : 'md:pl-[calc(3rem+2rem)]'),
        )}
      >
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomBar />
      <BulkUploadPanelMount />
    </div>
  );
}

/** For /auth: no header and no top padding. */
export function BareLayout() {
  usePageViews(useSession().session?.user.id);
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}
