import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { loadFeatureTexts } from '@/lib/i18n';
import { trackPreviousPath } from '@/lib/previous-path';
import { RequireAuth, RequireGuest } from './guards';
import { AppLayout, BareLayout } from './layout/app-layout';
import { RouteErrorScreen } from './route-error-screen';
import { screenLoaders } from './screen-loaders';

type ScreenModule = { default: ComponentType; loader?: () => null };
/**
 * A screen's reads (screen-loaders.ts), started as soon as the router knows where it goes: a
 * route's own `loader` runs alongside its `lazy` (React Router calls a statically defined loader
 * in parallel with lazy()), so the requests no longer wait for the screen's code — tens of chunks
 * — to arrive. Imported with the router, not lazily: the query definitions are small, and as a
 * lazy chunk of their own each would have been one more file for every screen.
 */
const reads =
  (name: keyof typeof screenLoaders) =>
  (args: LoaderFunctionArgs): null =>
    screenLoaders[name](args);

/**
 * A feature screen: its code and the texts of the features it shows (locales/features/<name>.*.json)
 * load together. A screen module may still export a loader of its own (the story page, whose
 * early reads are public/early-reads.js's): it runs as soon as the code is here, not after the
 * texts (the router calls it again; the requests are shared by the query cache). Without a list of
 * features, every feature's texts load: correct, only larger; name them.
 */
const screen = (load: () => Promise<ScreenModule>, features: string[] = []) =>
  coreScreen(() =>
    Promise.all([
      load().then((m) => {
        m.loader?.();
        return m;
      }),
      loadFeatureTexts(...features),
    ]).then(([m]) => m),
  );

/** A screen that needs only the core texts loaded before the first render (landing, auth, …). */
const coreScreen = (load: () => Promise<ScreenModule>) => async () => {
  const m = await load();
  // A screen may export a loader that starts its data requests before it renders (never awaited).
  return { Component: m.default, ...(m.loader && { loader: m.loader }) };
};

// The texts of the features a screen shows, its lazy parts included (drawers, panels, dialogs).
const historyTexts = ['history', 'documents', 'annotations', 'intake', 'hardening'];
const vehicleProfileTexts = [
  'vehicles',
  'vehicle-details',
  'documents',
  'annotations',
  'intake',
  'history',
  'sharing',
  'transfers',
  'bulk-upload',
  'tasks',
  'dossier',
  'csv-import',
  'hardening',
];

const protectedRoutes: RouteObject[] = [
  { path: '/profile', loader: reads('profile'), lazy: screen(() => import('@/routes/profile'), ['profile', 'password', 'tasks', 'export']) },
  { path: '/garage', loader: reads('garage'), lazy: screen(() => import('@/routes/garage'), ['vehicles', 'history', 'tasks']) },
  { path: '/add-vehicle', loader: reads('vehicleForm'), lazy: screen(() => import('@/routes/add-vehicle'), ['vehicles', 'vehicle-details', 'history']) },
  { path: '/vehicle/:id', loader: reads('vehicleProfile'), lazy: screen(() => import('@/routes/vehicle-profile'), vehicleProfileTexts) },
  { path: '/vehicle/:id/edit', loader: reads('vehicleForm'), lazy: screen(() => import('@/routes/add-vehicle'), ['vehicles', 'vehicle-details', 'history']) },
  {
    path: '/vehicle/:id/maintenance',
    loader: reads('addDocument'),
    lazy: screen(() => import('@/routes/add-document'), ['documents', 'intake', 'tasks', 'hardening']),
  },
  { path: '/vehicle/:id/value-history', loader: reads('valueHistory'), lazy: screen(() => import('@/routes/value-history'), historyTexts) },
  {
    path: '/vehicle/:vehicleId/add-document',
    loader: reads('addDocument'),
    lazy: screen(() => import('@/routes/add-document'), ['documents', 'intake', 'tasks', 'hardening']),
  },
  { path: '/add-document', loader: reads('addDocument'), lazy: screen(() => import('@/routes/add-document'), ['documents', 'intake', 'tasks', 'hardening']) },
  {
    path: '/documents',
    loader: reads('documents'),
    lazy: screen(() => import('@/routes/documents'), ['documents', 'document-filters', 'annotations', 'intake', 'bulk-upload', 'hardening']),
  },
  { path: '/documents/:id/view', lazy: screen(() => import('@/routes/document-viewer'), ['documents', 'annotations']) },
  { path: '/vehicle/:vehicleId/timeline', loader: reads('timeline'), lazy: screen(() => import('@/routes/timeline'), historyTexts) },
  { path: '/vehicle/:vehicleId/comparison', lazy: screen(() => import('@/routes/comparison'), ['history', 'vehicles']) },
  { path: '/vehicle/:vehicleId/stories', loader: reads('stories'), lazy: screen(() => import('@/routes/stories'), ['stories']) },
  { path: '/vehicle/:vehicleId/stories/:storyId', lazy: screen(() => import('@/routes/story'), ['stories']) },
  { path: '/vehicle/:vehicleId/create-story', lazy: screen(() => import('@/routes/create-story'), ['stories']) },
  { path: '/tasks', loader: reads('tasks'), lazy: screen(() => import('@/routes/tasks'), ['tasks', 'documents', 'intake']) },
  { path: '/wishlist', loader: reads('wishlist'), lazy: screen(() => import('@/routes/wishlist'), ['wishlist']) },
  { path: '/wishlist/search/:itemId', lazy: screen(() => import('@/routes/wishlist-search'), ['wishlist']) },
  { path: '/shared-vehicles', loader: reads('sharedVehicles'), lazy: screen(() => import('@/routes/shared-vehicles'), ['sharing', 'history']) },
  { path: '/feedback', lazy: screen(() => import('@/routes/feedback'), ['feedback']) },
  { path: '/previously-owned', loader: reads('previouslyOwned'), lazy: screen(() => import('@/routes/previously-owned'), ['transfers', 'vehicles']) },
  { path: '/test-transfer', lazy: screen(() => import('@/routes/test-transfer'), ['transfers']) },
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
