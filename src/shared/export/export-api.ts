import { z } from 'zod';

/** What an import did: rows imported and skipped per table, and each duplicate by name. */
export const importSummarySchema = z.object({
  imported: z.record(z.string(), z.number().int()),
  skipped: z.record(z.string(), z.number().int()),
  duplicates: z.array(z.object({ table: z.string(), label: z.string() })),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
