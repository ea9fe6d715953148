import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { trackPreviousPath } from '@/lib/previous-path';
import { RequireAuth, RequireGuest } from './guards';
import { AppLayout, BareLayout } from './layout/app-layout';
import { RouteErrorScreen } from './route-error-screen';
import { coreScreen, screen } from './lazy-screen';
import { protectedRoutes } from './protected-routes';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    // While the first lazy screen loads: SPEC §2's full-screen spinner.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <BareLayout />,
        children: [
          {
            path: '/auth',
            element: (
              <RequireGuest>
                <Outlet />
              </RequireGuest>
            ),
            children: [{ index: true, lazy: screen(() => import('@/routes/auth'), ['password', 'single-sign-on']) }],
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: '/', lazy: coreScreen(() => import('@/routes/landing')) },
          { path: '/dealers', lazy: screen(() => import('@/routes/dealers'), ['dealers']) },
          { path: '/quick-add', lazy: screen(() => import('@/routes/quick-add'), ['vehicles']) },
          { path: '/shared/:token', lazy: screen(() => import('@/routes/shared-vehicle'), ['sharing', 'history']) },
          {
            // Loaded by the router together with the screen, not by React.lazy while rendering:
            // a render that suspends shows a fallback, and React holds the screen back behind it.
            lazy: async () => {
              const { default: QueryProvider, prefetchFrameData } = await import('./query-provider');
              prefetchFrameData();
              return {
                element: (
                  <RequireAuth>
                    <QueryProvider>
                      <Outlet />
                    </QueryProvider>
                  </RequireAuth>
                ),
              };
            },
            children: protectedRoutes,
          },
          { path: '*', lazy: coreScreen(() => import('@/routes/not-found')) },
        ],
      },
    ],
  },
];

export const createRouter = () => {
  const router = createBrowserRouter(routes);
  trackPreviousPath(router);
  return router;
};
