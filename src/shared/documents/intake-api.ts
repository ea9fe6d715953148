import { z } from 'zod';
import { analysisResultSchema } from '../analysis/analysis-result';

/**
 * The intake (decision 008): the analysis receives the file once and keeps it for a limited time
 * under `token`; the save (`POST /api/documents` with `intakeToken`) refers to it instead of
 * sending the file again. `fileHash` is the server's SHA-256 of the file, `duplicate` SPEC §5's
 * duplicate rule for the vehicle named in the analysis (null when none was named or none matched).
 */
export const intakeTicketSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  fileHash: z.string(),
  duplicate: z.object({ id: z.string(), fileName: z.string() }).nullable(),
});
export type IntakeTicket = z.infer<typeof intakeTicketSchema>;

/** SPEC §7's analysis answer, unchanged, with the ticket beside it when the file itself was sent. */
export const intakeAnswerSchema = analysisResultSchema.extend({ intake: intakeTicketSchema.optional() });
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;

/** How long a received file waits for its save. */
export const INTAKE_HOLD_MS = 60 * 60 * 1000;

export const INTAKE_MESSAGES = {
  expired: 'The analysed file is no longer kept. Please add it again.',
} as const;

/** Where a document's text stands: read (or being read) from the file for full-text search. */
export const textStatuses = ['pending', 'read', 'failed'] as const;
export type TextStatus = (typeof textStatuses)[number];
