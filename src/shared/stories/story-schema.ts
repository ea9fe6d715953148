import { z } from 'zod';

export const STORY_BODY_MAX = 100_000;
export const storyStatuses = ['draft', 'published'] as const;

/** Stable messages: the browser maps each to a translated text, the API answers them in English. */
export const storyMessages = {
  required: 'is required',
  tooLong: 'is too long',
  nul: 'must not contain NUL characters',
  date: 'must be a date (YYYY-MM-DD)',
  endBeforeStart: 'must not be before the start date',
  tooMany: 'has too many entries',
} as const;
const M = storyMessages;

/** Text PostgreSQL can store: a NUL byte would otherwise fail the insert as a server error. */
export const cleanText = (max: number) =>
  z
    .string()
    .max(max, M.tooLong)
    .refine((v) => !v.includes('\u0000'), M.nul);

const tag = cleanText(40)
  .transform((v) => v.trim().replace(/^#/, '').replace(/\s+/g, ' '))
  .refine((v) => v.length > 0, M.required);
const ids = z.array(z.string().min(1).max(64)).max(100, M.tooMany);

export const storyInputSchema = z
  .object({
    title: cleanText(200)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, M.required),
    date: z.iso.date(M.date).nullable().default(null),
    /** The end of a period (a restoration, a season); null for a single day. */
    dateEnd: z.iso.date(M.date).nullable().default(null),
    body: cleanText(STORY_BODY_MAX).default(''),
    tags: z.array(tag).max(20, M.tooMany).default([]),
    photoIds: ids.default([]),
    documentIds: ids.default([]),
    status: z.enum(storyStatuses).default('draft'),
    shareable: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.date && v.dateEnd && v.dateEnd < v.date) ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: M.endBeforeStart });
    if (v.dateEnd && !v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: M.required });
  });
export type StoryInput = z.input<typeof storyInputSchema>;

export const storyPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbUrl: z.string(),
  displayUrl: z.string(),
});
export type StoryPhoto = z.infer<typeof storyPhotoSchema>;

export const storyDocumentSchema = z.object({ id: z.string(), title: z.string(), documentType: z.string(), dateCreated: z.string() });

export const storySchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  dateEnd: z.string().nullable(),
  body: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  photos: z.array(storyPhotoSchema),
  documents: z.array(storyDocumentSchema),
  status: z.enum(storyStatuses),
  shareable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** The list answer: cards need the cover and the excerpt, not the whole body. */
export const storySummarySchema = storySchema.omit({ body: true, documents: true, photos: true }).extend({
  cover: storyPhotoSchema.nullable(),
  photoCount: z.number().int(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const timelineQuerySchema = z
  .object({ from: z.iso.date(M.date), to: z.iso.date(M.date) })
  .refine((v) => v.to >= v.from, { path: ['to'], message: M.endBeforeStart });

export const timelineEventSchema = z.object({
  date: z.string(),
  kind: z.enum(['purchase', 'sale', 'document']),
  title: z.string(),
  documentId: z.string().nullable(),
  documentType: z.string().nullable(),
  detail: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
