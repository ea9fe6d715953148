import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useSession } from '@/features/auth/auth-api';
import { analytics } from '@/lib/analytics';
import { AppFrame } from './app-frame';

function usePageViews(userId?: string) {
  const location = useLocation();
  useEffect(() => {
    analytics.pageView(location, userId);
  }, [location, userId]);
}

/** The router's frame of every screen but /auth (app-frame.tsx). */
export function AppLayout() {
  const { session, isLoading } = useSession();
  usePageViews(session?.user.id);
  if (isLoading) return <FullScreenSpinner />;
  return (
    <AppFrame>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </AppFrame>
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
