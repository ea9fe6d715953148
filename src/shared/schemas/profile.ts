import { z } from 'zod';

export const languageSchema = z.enum(['en', 'de']);
export type Language = z.infer<typeof languageSchema>;

export const profileSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  language: languageSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    fullName: z.string().trim().max(120),
    language: languageSchema,
  })
  .partial()
  .strict();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
