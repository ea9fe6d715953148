import { queryOptions } from '@tanstack/react-query';
import type { Profile, UpdateProfile } from '@shared/schemas/profile';
import { api } from '@/lib/api';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<Profile>('/api/profile'),
});

export const updateProfile = (patch: UpdateProfile) => api<Profile>('/api/profile', { method: 'PATCH', json: patch });
