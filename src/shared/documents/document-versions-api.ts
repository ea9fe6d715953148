import { z } from 'zod';

/**
 * The document versions API (annotated copies saved from the PDF viewer) and the saved
 * signatures a user can reuse there. One schema per request and answer, shared by server and client.
 */
export const documentVersionSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  fileSize: z.number().int(),
  fileHash: z.string(),
  /** A signed link to the version's PDF, valid 3600 s from the answer. */
  fileUrl: z.string(),
  fileUrlExpiresAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;
export const documentVersionListSchema = z.array(documentVersionSchema);

/** pdf.js keeps at most five saved signatures ("You've reached the limit of 5 saved signatures"). */
export const MAX_SAVED_SIGNATURES = 5;
/** A compressed outline (pdf.js's SignatureExtractor.compressSignature): a few KB; 256 KB is far beyond any real one. */
const MAX_SIGNATURE_DATA = 256 * 1024;

export const savedSignatureSchema = z.object({
  id: z.string(),
  description: z.string(),
  data: z.string(),
  createdAt: z.string(),
});
export type SavedSignature = z.infer<typeof savedSignatureSchema>;
export const savedSignatureListSchema = z.array(savedSignatureSchema);

export const createSignatureSchema = z.object({
  description: z
    .string()
    .trim()
    .max(200)
    .refine((s) => !s.includes('\0'), 'must not contain NUL'),
  data: z
    .string()
    .min(1)
    .max(MAX_SIGNATURE_DATA)
    .regex(/^[A-Za-z0-9+/]+=*$/, 'must be base64'),
});
export type CreateSignature = z.infer<typeof createSignatureSchema>;

/** The largest annotated PDF the server takes (the original is at most 10 MB; stamps add images). */
export const MAX_VERSION_BYTES = 15 * 1024 * 1024;

export const VERSION_MESSAGES = {
  notPdf: 'The annotated file is not a PDF.',
  unreadable: 'The PDF could not be read.',
  encrypted: 'This PDF is password-protected.',
  tooLarge: `The annotated PDF exceeds ${MAX_VERSION_BYTES / 1024 / 1024}MB.`,
  signatureLimit: `You can keep at most ${MAX_SAVED_SIGNATURES} saved signatures. Remove one to save more.`,
  notAnnotatable: 'This file type cannot be annotated.',
} as const;
