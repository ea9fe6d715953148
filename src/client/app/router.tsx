import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { loadFeatureTexts } from '@/lib/i18n';
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
  later('/vehicle/:id/value-history', 'screens.valueHistory'),
  { path: '/vehicle/:vehicleId/add-document', lazy: screen(() => import('@/routes/add-document')) },
  { path: '/add-document', lazy: screen(() => import('@/routes/add-document')) },
  { path: '/documents', lazy: screen(() => import('@/routes/documents')) },
  { path: '/documents/:id/view', lazy: screen(() => import('@/routes/document-viewer')) },
  later('/vehicle/:vehicleId/timeline', 'screens.timeline'),
  later('/vehicle/:vehicleId/comparison', 'screens.comparison'),
  later('/vehicle/:vehicleId/stories', 'screens.stories'),
  later('/vehicle/:vehicleId/create-story', 'screens.createStory'),
  later('/tasks', 'screens.tasks'),
  later('/wishlist', 'screens.wishlist'),
  later('/wishlist/search/:itemId', 'screens.wishlistSearch'),
  later('/shared-vehicles', 'screens.sharedVehicles'),
  later('/feedback', 'screens.feedback'),
  { path: '/previously-owned', lazy: screen(() => import('@/routes/previously-owned')) },
  later('/test-transfer', 'screens.testTransfer'),
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
          later('/shared/:token', 'screens.sharedVehicle'),
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

export const createRouter = () => createBrowserRouter(routes);
