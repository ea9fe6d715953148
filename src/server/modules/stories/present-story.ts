import { markdownExcerpt } from '../../../shared/stories/render-markdown';
import type { Story, StoryPhoto, StorySummary } from '../../../shared/stories/story-schema';
import type { stories, vehicleDocuments, vehiclePhotos } from '../../db/schema';

type StoryRow = typeof stories.$inferSelect;
type PhotoRow = typeof vehiclePhotos.$inferSelect;
type DocumentRow = Pick<typeof vehicleDocuments.$inferSelect, 'id' | 'title' | 'documentType' | 'dateCreated'>;

const photoUrl = (p: PhotoRow, variant: string) => `/api/vehicles/${p.vehicleId}/photos/${p.id}/${variant}`;

export const presentPhoto = (p: PhotoRow): StoryPhoto => ({
  id: p.id,
  width: p.width,
  height: p.height,
  thumbUrl: photoUrl(p, 'thumb'),
  displayUrl: photoUrl(p, 'display'),
});

/** Linked photos in the story's order; a photo deleted from the gallery since simply drops out. */
export function linkedPhotos(row: StoryRow, photos: PhotoRow[]): StoryPhoto[] {
  const byId = new Map(photos.map((p) => [p.id, p]));
  return row.photoIds.flatMap((id) => (byId.has(id) ? [presentPhoto(byId.get(id)!)] : []));
}

function base(row: StoryRow) {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    title: row.title,
    date: row.date,
    dateEnd: row.dateEnd,
    excerpt: markdownExcerpt(row.body),
    tags: row.tags,
    status: row.status === 'published' ? ('published' as const) : ('draft' as const),
    shareable: row.shareable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentStory(row: StoryRow, photos: PhotoRow[], documents: DocumentRow[]): Story {
  const byId = new Map(documents.map((d) => [d.id, d]));
  return {
    ...base(row),
    body: row.body,
    photos: linkedPhotos(row, photos),
    documents: row.documentIds.flatMap((id) => {
      const d = byId.get(id);
      return d ? [{ id: d.id, title: d.title, documentType: d.documentType, dateCreated: d.dateCreated }] : [];
    }),
  };
}

export function presentSummary(row: StoryRow, photos: PhotoRow[]): StorySummary {
  const linked = linkedPhotos(row, photos);
  return { ...base(row), cover: linked[0] ?? null, photoCount: linked.length };
}
