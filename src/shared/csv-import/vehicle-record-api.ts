import { z } from 'zod';
import { historyMessages as M, optionalText, pastDate } from '../history/history-api';
import { importedRecordSchema } from './csv-import-api';
import { recordKinds } from './record-kinds';
import { maxDescriptionLength, maxNotesLength } from './validate-rows';

/**
 * One service, repair, upgrade or fuel record, as its owner corrects it after an import (decision
 * 023): the same rules as a row of the file — a date from 1885 to today, no negative cost, a
 * description except for fuel — worded like the history's other forms. Money in minor units of
 * the record's currency, which stays the vehicle's.
 */
export const vehicleRecordInputSchema = z
  .object({
    kind: z.enum(recordKinds, { error: M.required }),
    date: pastDate,
    odometer: z.number({ error: M.wholeNumber }).int(M.wholeNumber).min(0, M.wholeNumber).max(10_000_000, M.tooLarge).nullable().default(null),
    description: optionalText(maxDescriptionLength),
    cost: z.number({ error: M.number }).int(M.minorUnits).min(0, M.negative).max(1e12, M.tooLarge).nullable().default(null),
    notes: optionalText(maxNotesLength),
  })
  .superRefine((r, ctx) => {
    if (!r.description && r.kind !== 'fuel') ctx.addIssue({ code: 'custom', path: ['description'], message: M.required });
  });
export type VehicleRecordInput = z.input<typeof vehicleRecordInputSchema>;

/** A stored record: what the import wrote, with its ids and origin. */
export const vehicleRecordSchema = importedRecordSchema.extend({
  id: z.string(),
  vehicleId: z.string(),
  /** Where it came from: `lubelogger` or `csv`. */
  source: z.string(),
});
export type VehicleRecord = z.infer<typeof vehicleRecordSchema>;

/** A record's event on the timeline is `record:<id>`: the timeline opens the record by it. */
export const recordEventId = (recordId: string) => `record:${recordId}`;
export const recordIdOfEvent = (eventId: string): string | null => (eventId.startsWith('record:') ? eventId.slice('record:'.length) : null);
