import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { loadFeatureTexts } from '@/lib/i18n';
import { trackPreviousPath } from '@/lib/previous-path';
import { RequireAuth, RequireGuest } from './guards';
import { AppLayout, BareLayout } from './layout/app-layout';
import { RouteErrorScreen } from './error-screens';

type ScreenModule = { default: ComponentType; loader?: () => null };

/**
 * A feature screen: its code and the feature texts load together. Its loader's requests start as
 * soon as the code is here, not after the texts (the router calls the loader again; the requests
 * are shared by the query cache).
 */
const screen = (load: () => Promise<ScreenModule>) =>
  coreScreen(() =>
    Promise.all([
      load().then((m) => {
        m.loader?.();
        return m;
      }),
      loadFeatureTexts(),
    ]).then(([m]) => m),
  );

/** A screen that needs only the core texts loaded before the first render (landing, auth, …). */
const coreScreen = (load: () => Promise<ScreenModule>) => async () => {
  const m = await load();
  // A screen may export a loader that starts its data requests before it renders (never awaited).
  return { Component: m.default, ...(m.loader && { loader: m.loader }) };
};

/** A protected screen that a later issue builds: an honest page with its title until then (loaded when visited). */
const later = (path: string, titleKey: string): RouteObject => ({
  path,
  lazy: async () => {
    const { NotAvailable } = await import('@/components/not-available');
    return { element: <NotAvailable titleKey={titleKey} /> };
  },
});

const protectedRoutes: RouteObject[] = [
  { path: '/profile', lazy: coreScreen(() => import('@/routes/profile')) },
  { path: '/garage', lazy: screen(() => import('@/routes/garage')) },
  { path: '/add-vehicle', lazy: screen(() => import('@/routes/add-vehicle')) },
  { path: '/vehicle/:id', lazy: screen(() => import('@/routes/vehicle-profile')) },
  { path: '/vehicle/:id/edit', lazy: screen(() => import('@/routes/add-vehicle')) },
  { path: '/vehicle/:id/maintenance', lazy: screen(() => import('@/routes/add-document')) },
  { path: '/vehicle/:id/value-history', lazy: screen(() => import('@/routes/value-history')) },
  { path: '/vehicle/:vehicleId/add-document', lazy: screen(() => import('@/routes/add-document')) },
  { path: '/add-document', lazy: screen(() => import('@/routes/add-document')) },
  { path: '/documents', lazy: screen(() => import('@/routes/documents')) },
  { path: '/documents/:id/view', lazy: screen(() => import('@/routes/document-viewer')) },
  { path: '/vehicle/:vehicleId/timeline', lazy: screen(() => import('@/routes/timeline')) },
  { path: '/vehicle/:vehicleId/comparison', lazy: screen(() => import('@/routes/comparison')) },
  { path: '/vehicle/:vehicleId/stories', lazy: screen(() => import('@/routes/stories')) },
  { path: '/vehicle/:vehicleId/stories/:storyId', lazy: screen(() => import('@/routes/story')) },
  { path: '/vehicle/:vehicleId/create-story', lazy: screen(() => import('@/routes/create-story')) },
  later('/tasks', 'screens.tasks'),
  { path: '/wishlist', lazy: screen(() => import('@/routes/wishlist')) },
  { path: '/wishlist/search/:itemId', lazy: screen(() => import('@/routes/wishlist-search')) },
  { path: '/shared-vehicles', lazy: screen(() => import('@/routes/shared-vehicles')) },
  { path: '/feedback', lazy: screen(() => import('@/routes/feedback')) },
  { path: '/previously-owned', lazy: screen(() => import('@/routes/previously-owned')) },
  { path: '/test-transfer', lazy: screen(() => import('@/routes/test-transfer')) },
];

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
            children: [{ index: true, lazy: coreScreen(() => import('@/routes/auth')) }],
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: '/', lazy: coreScreen(() => import('@/routes/landing')) },
          { path: '/dealers', lazy: coreScreen(() => import('@/routes/dealers')) },
          { path: '/quick-add', lazy: screen(() => import('@/routes/quick-add')) },
          { path: '/shared/:token', lazy: screen(() => import('@/routes/shared-vehicle')) },
          {
            // Loaded by the router together with the screen, not by React.lazy while rendering:
            // a render that suspends shows a fallback, and React holds the screen back behind it.
            lazy: async () => {
              const { default: QueryProvider } = await import('./query-provider');
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
