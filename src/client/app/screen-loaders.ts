import type { LoaderFunctionArgs } from 'react-router';
import { documentFilterFromParams, documentListQuery } from '@/features/documents/use-document-list';
import { timelineQuery, valueHistoryQuery } from '@/features/history/history-api';
import { sharedByMeQuery, sharedWithMeQuery, sharedWithMeVehicleQuery } from '@/features/sharing/sharing-api';
import { storiesQuery, storyVehicleQuery } from '@/features/stories/api/stories-api';
import { tasksQuery } from '@/features/tasks/api/tasks-api';
import { taskFilterFromParams } from '@/features/tasks/task-filter-params';
import { transferredAwayQuery } from '@/features/transfers/transfers-api';
import { vehicleQuery, vehiclesQuery } from '@/features/vehicles/api/vehicles-api';
import { wishlistQuery } from '@/features/wishlist/api/wishlist-api';
import { garageQuery } from '@/lib/garage-query';
import { profileQuery } from '@/lib/profile-api';
import { queryClient } from '@/lib/query-client';

/**
 * What each screen reads, asked for as soon as the router knows where it goes — while the
 * session, the screen's code and its texts load, not after (protected-routes.ts). This module holds only
 * the queries' definitions (shared with the screens, so the requests are shared through the query
 * cache): a screen's own code is tens of chunks, and its requests used to wait for all of them.
 * Not the dossier: its card always asks again as it mounts (its progress must be current), so an
 * early request would be sent twice. Each returns null: the screens read the query cache.
 */
type Args = Pick<LoaderFunctionArgs, 'params' | 'request'>;
const search = (args: Args) => new URL(args.request.url).searchParams;

export const screenLoaders = {
  garage() {
    void queryClient.prefetchQuery(vehiclesQuery('owned'));
    return null;
  },
  documents(args: Args) {
    void queryClient.prefetchQuery(garageQuery);
    void queryClient.prefetchInfiniteQuery(documentListQuery(documentFilterFromParams(search(args))));
    return null;
  },
  vehicleProfile({ params }: Args) {
    if (!params.id) return null;
    void queryClient.prefetchQuery(vehicleQuery(params.id));
    void queryClient.prefetchInfiniteQuery(documentListQuery({ vehicleId: params.id }));
    void queryClient.prefetchQuery(garageQuery);
    void queryClient.prefetchQuery(tasksQuery({ vehicleId: params.id, status: 'open' }));
    return null;
  },
  /** Editing a vehicle: the vehicle; adding one reads nothing. */
  vehicleForm({ params }: Args) {
    if (params.id) void queryClient.prefetchQuery(vehicleQuery(params.id));
    return null;
  },
  /** The vehicle names for the picker. */
  addDocument() {
    void queryClient.prefetchQuery(garageQuery);
    return null;
  },
  /** The chart's code too: shown without waiting on it once the data is here (lazy-component.tsx). */
  timeline({ params }: Args) {
    void import('@/features/history/components/mileage-chart').catch(() => undefined);
    if (params.vehicleId) void queryClient.prefetchQuery(timelineQuery(params.vehicleId));
    return null;
  },
  valueHistory({ params }: Args) {
    void import('@/features/history/components/value-chart').catch(() => undefined);
    if (params.id) void queryClient.prefetchQuery(valueHistoryQuery(params.id));
    return null;
  },
  stories({ params }: Args) {
    if (!params.vehicleId) return null;
    void queryClient.prefetchQuery(storyVehicleQuery(params.vehicleId));
    void queryClient.prefetchQuery(storiesQuery(params.vehicleId));
    return null;
  },
  tasks(args: Args) {
    void queryClient.prefetchQuery(tasksQuery(taskFilterFromParams(search(args))));
    void queryClient.prefetchQuery(vehiclesQuery('owned'));
    return null;
  },
  profile() {
    void queryClient.prefetchQuery(profileQuery);
    return null;
  },
  wishlist() {
    void queryClient.prefetchQuery(wishlistQuery());
    return null;
  },
  sharedVehicles(args: Args) {
    const vehicleId = search(args).get('vehicle');
    if (vehicleId) void queryClient.prefetchQuery(sharedWithMeVehicleQuery(vehicleId));
    else {
      void queryClient.prefetchQuery(sharedWithMeQuery());
      void queryClient.prefetchQuery(sharedByMeQuery());
    }
    return null;
  },
  previouslyOwned() {
    void queryClient.prefetchQuery(vehiclesQuery('previous'));
    void queryClient.prefetchQuery(transferredAwayQuery());
    return null;
  },
};
