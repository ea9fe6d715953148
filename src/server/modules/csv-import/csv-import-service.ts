import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CsvImportResult, CsvPreview } from '../../../shared/csv-import/csv-import-api';
import { previewCsv, recordKey } from '../../../shared/csv-import/validate-rows';
import { todayIso } from '../../../shared/history/history-dates';
import type { VehicleRow } from '../../access/policy';
import type { Db } from '../../db/client';
import { vehicleRecords } from '../../db/schema';
import { csvError } from './csv-errors';
import type { CsvUpload } from './read-csv-upload';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters (12 columns each). */
const batchSize = 500;

/**
 * The file as it would be imported into the vehicle: every row with its record or its errors,
 * and the rows already on the vehicle (the same export imported twice) marked to be skipped.
 * Amounts are in the vehicle's currency. Nothing is written.
 */
export async function previewCsvImport(db: Db, vehicle: VehicleRow, upload: CsvUpload): Promise<CsvPreview> {
  const preview = previewCsv({ ...upload, currency: vehicle.currency, today: todayIso() });
  const existing = new Set(
    (
      await db
        .select({
          kind: vehicleRecords.kind,
          date: vehicleRecords.recordDate,
          odometer: vehicleRecords.odometer,
          description: vehicleRecords.description,
          cost: vehicleRecords.cost,
        })
        .from(vehicleRecords)
        .where(eq(vehicleRecords.vehicleId, vehicle.id))
    ).map((r) => recordKey(r as Parameters<typeof recordKey>[0])),
  );
  const seen = new Set<string>();
  const rows = preview.rows.map((r) => {
    if (!r.record) return r;
    const key = recordKey(r.record);
    // A row repeated within the file is kept: two identical fill-ups on one day happen.
    const isDuplicate = existing.has(key) && !seen.has(key);
    seen.add(key);
    return { ...r, isDuplicate };
  });
  return { ...preview, rows, counts: { ...preview.counts, duplicates: rows.filter((r) => r.isDuplicate).length } };
}

/**
 * All or nothing: a file with any invalid row is refused naming the rows, otherwise every new
 * record is written in one transaction.
 */
export async function importCsv(db: Db, vehicle: VehicleRow, upload: CsvUpload): Promise<CsvImportResult> {
  const preview = await previewCsvImport(db, vehicle, upload);
  const invalid = preview.rows.filter((r) => r.errors.length > 0);
  if (invalid.length > 0) {
    const issues = invalid.slice(0, 100).flatMap((r) => r.errors.map((e) => ({ path: `row.${r.row}.${e.field}`, message: e.code })));
    throw csvError('csv_rows_invalid', { count: invalid.length, issues });
  }
  const source = upload.options.format === 'lubelogger' ? 'lubelogger' : 'csv';
  const rows = preview.rows
    .filter((r) => r.record && !r.isDuplicate)
    .map(({ record: r }) => ({
      id: crypto.randomUUID(),
      vehicleId: vehicle.id,
      userId: vehicle.userId,
      kind: r!.kind,
      recordDate: r!.date,
      odometer: r!.odometer,
      description: r!.description,
      cost: r!.cost,
      currency: r!.currency,
      notes: r!.notes,
      source,
    }));
  if (rows.length === 0 && preview.counts.duplicates === 0) throw csvError('csv_empty');
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += batchSize) await tx.insert(vehicleRecords).values(rows.slice(i, i + batchSize));
  });
  return { imported: rows.length, duplicates: preview.counts.duplicates };
}
