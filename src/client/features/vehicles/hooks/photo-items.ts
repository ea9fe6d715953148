import type { VehiclePhoto } from '@shared/vehicles/vehicle-schema';

/** A photo in the form: already stored on the server, or picked and not uploaded yet. */
export type PhotoItem = { key: string; kind: 'stored'; photo: VehiclePhoto } | { key: string; kind: 'new'; file: Blob; name: string; url: string };

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The browser's quick check; the server reads the content and decides. */
export function photoProblem(file: File): 'invalidType' | 'tooLarge' | null {
  const typeOk = file.type ? PHOTO_TYPES.includes(file.type.toLowerCase()) : PHOTO_EXTENSIONS.test(file.name);
  if (!typeOk && !PHOTO_EXTENSIONS.test(file.name)) return 'invalidType';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const photoSrc = (item: PhotoItem) => (item.kind === 'stored' ? item.photo.thumbUrl : item.url);
