import { queryOptions } from '@tanstack/react-query';
import type { Story, StoryInput, StorySummary, TimelineEvent } from '@shared/stories/story-schema';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { api } from '@/lib/api';

const base = (vehicleId: string) => `/api/vehicles/${encodeURIComponent(vehicleId)}/stories`;

export const storyKeys = {
  all: (vehicleId: string) => ['stories', vehicleId] as const,
  list: (vehicleId: string) => ['stories', vehicleId, 'list'] as const,
  detail: (vehicleId: string, storyId: string) => ['stories', vehicleId, 'detail', storyId] as const,
};

export const storiesQuery = (vehicleId: string) =>
  queryOptions({ queryKey: storyKeys.list(vehicleId), queryFn: () => api<{ stories: StorySummary[] }>(base(vehicleId)).then((r) => r.stories) });

export const storyQuery = (vehicleId: string, storyId: string) =>
  queryOptions({ queryKey: storyKeys.detail(vehicleId, storyId), queryFn: () => api<Story>(`${base(vehicleId)}/${encodeURIComponent(storyId)}`) });

/** The vehicle the stories belong to (its name and gallery); the same key as the vehicle screens'. */
export const storyVehicleQuery = (vehicleId: string) =>
  queryOptions({ queryKey: ['vehicles', 'detail', vehicleId], queryFn: () => api<Vehicle>(`/api/vehicles/${encodeURIComponent(vehicleId)}`) });

export const saveStory = (vehicleId: string, storyId: string | null, input: StoryInput) =>
  storyId
    ? api<Story>(`${base(vehicleId)}/${encodeURIComponent(storyId)}`, { method: 'PUT', json: input })
    : api<Story>(base(vehicleId), { method: 'POST', json: input });

export const deleteStory = (vehicleId: string, storyId: string) => api<null>(`${base(vehicleId)}/${encodeURIComponent(storyId)}`, { method: 'DELETE' });

export const fetchTimeline = (vehicleId: string, from: string, to: string) =>
  api<{ events: TimelineEvent[] }>(`/api/vehicles/${encodeURIComponent(vehicleId)}/story-timeline?${new URLSearchParams({ from, to })}`).then((r) => r.events);

export interface VehicleDocumentOption {
  id: string;
  title: string;
  documentType: string;
  date: string;
}

/** The vehicle's documents to link, newest first (one page is plenty for a picker). */
export const vehicleDocumentsQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: ['stories', vehicleId, 'documents'],
    queryFn: () => api<{ documents: VehicleDocumentOption[] }>(`/api/documents?${new URLSearchParams({ vehicleId, limit: '100' })}`).then((r) => r.documents),
  });

/** Photos go through the vehicle's own photo pipeline into its gallery; the answer is the vehicle. */
export function uploadStoryPhotos(vehicleId: string, files: File[]) {
  const body = new FormData();
  files.forEach((file) => body.append('photo', file, file.name));
  return api<Vehicle>(`/api/vehicles/${encodeURIComponent(vehicleId)}/photos`, { method: 'POST', body });
}
