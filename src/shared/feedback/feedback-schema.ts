import { z } from 'zod';
import { cleanText } from '../stories/story-schema';

export const feedbackCategories = ['idea', 'problem', 'praise'] as const;
export const FEEDBACK_MESSAGE_MAX = 2000;

export const feedbackMessages = {
  required: 'is required',
  tooLong: 'is too long',
  rating: 'must be a rating from 1 to 5',
  path: 'must be a path of this app',
} as const;
const M = feedbackMessages;

/** The text fields of the form; the screenshot comes as a file part beside them. */
export const feedbackInputSchema = z.object({
  category: z.enum(feedbackCategories, { error: M.required }),
  message: cleanText(FEEDBACK_MESSAGE_MAX)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, M.required),
  rating: z.coerce.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating).nullable().default(null),
  pagePath: cleanText(500)
    .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')), M.path)
    .transform((v) => v || null)
    .nullable()
    .default(null),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  rating: z.number().int().nullable(),
  pagePath: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
