import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { screen } from './lazy-screen';
import { screenLoaders } from './screen-loaders';

// The signed-in screens, in a module of their own: the build groups the code of the screens this
// module imports into a few chunks (scripts/screen-chunks.ts), apart from a visitor's.

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

export const protectedRoutes: RouteObject[] = [
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
