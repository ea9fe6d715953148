import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  conditionGradings,
  documentVersions,
  savedSignatures,
  stories,
  tasks,
  valueEntries,
  vehicleDocuments,
  vehiclePhotos,
  vehicleRecords,
  vehicles,
  wishlistItems,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose rows an export takes: all of a user's, or those of one of their vehicles. */
export interface ExportScope {
  userId: string;
  vehicleId?: string;
}

/**
 * ── The tables an export carries ──────────────────────────────────────────────────────────
 * One entry per table, parents before children (an import inserts in this order). A table
 * joins the export and the import with one entry here, e.g. a module's `tasks` table:
 *
 *   { name: 'tasks', table: tasks, scope: ofVehicles(tasks.vehicleId), parents: { vehicleId: 'vehicles' } },
 *
 * Every table has `id` (text) and `userId`; the import gives each row a new id, sets `userId` to
 * the importing user and rewrites what the entry declares:
 * - `parents`: columns holding the id of a row of another entry (the row is dropped with its parent);
 * - `idLists`: text[] columns listing ids of another entry (ids not in the archive drop out);
 * - `files`: columns holding a storage key; the file travels under `files/…`, is re-hashed on
 *   import and compared with the manifest and with the `hash` column when there is one;
 * - `duplicate`: when a row already exists for the importing user
 *   (it is skipped with everything hanging off it, and reported).
 */
export interface TableExporter {
  name: string;
  table: PgTable;
  scope: (s: ExportScope) => SQL | undefined;
  /** Only in a whole-user export (a wishlist belongs to no vehicle). */
  userOnly?: boolean;
  parents?: Record<string, string>;
  /** Links that only mean something in the instance they were made in (an undo's follow-up), emptied on import. */
  cleared?: string[];
  idLists?: Record<string, string>;
  files?: { column: string; hash?: string }[];
  duplicate?: (tx: Tx, userId: string, row: Record<string, unknown>) => Promise<boolean>;
}

const ofUser = (userId: PgColumn) => (s: ExportScope) => eq(userId, s.userId);
/** Rows of the scope's vehicles, through the row's vehicle column. */
const ofVehicles = (vehicleId: PgColumn) => (s: ExportScope) =>
  inArray(vehicleId, sql`(select id from vehicles where user_id = ${s.userId}${s.vehicleId ? sql` and id = ${s.vehicleId}` : sql``})`);

export const tableExporters: TableExporter[] = [
  {
    name: 'vehicles',
    table: vehicles,
    scope: (s) => and(eq(vehicles.userId, s.userId), s.vehicleId ? eq(vehicles.id, s.vehicleId) : undefined),
    // The same car again: the same VIN, or without one the same make, model, year and creation time
    // (an archive imported twice).
    async duplicate(tx, userId, row) {
      const vin = typeof row.vin === 'string' ? row.vin.trim() : '';
      const match = vin
        ? sql`upper(trim(${vehicles.vin})) = upper(${vin})`
        : and(
            eq(vehicles.make, String(row.make)),
            eq(vehicles.model, String(row.model)),
            eq(vehicles.year, Number(row.year)),
            eq(vehicles.createdAt, new Date(String(row.createdAt))),
          );
      const [hit] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.userId, userId), match))
        .limit(1);
      return Boolean(hit);
    },
  },
  {
    name: 'vehicle_photos',
    table: vehiclePhotos,
    scope: ofVehicles(vehiclePhotos.vehicleId),
    parents: { vehicleId: 'vehicles' },
    files: [{ column: 'originalKey' }, { column: 'displayKey' }, { column: 'thumbKey' }],
  },
  {
    name: 'documents',
    table: vehicleDocuments,
    scope: ofVehicles(vehicleDocuments.vehicleId),
    parents: { vehicleId: 'vehicles' },
    files: [{ column: 'fileUrl', hash: 'fileHash' }],
  },
  {
    name: 'document_versions',
    table: documentVersions,
    scope: (s) => inArray(documentVersions.documentId, sql`(select id from vehicle_documents_content where ${ofVehicles(vehicleDocuments.vehicleId)(s)})`),
    parents: { documentId: 'documents' },
    files: [{ column: 'fileUrl', hash: 'fileHash' }],
  },
  { name: 'value_entries', table: valueEntries, scope: ofVehicles(valueEntries.vehicleId), parents: { vehicleId: 'vehicles' } },
  {
    name: 'condition_gradings',
    table: conditionGradings,
    scope: ofVehicles(conditionGradings.vehicleId),
    parents: { vehicleId: 'vehicles' },
    idLists: { photoIds: 'vehicle_photos' },
  },
  {
    name: 'stories',
    table: stories,
    scope: ofVehicles(stories.vehicleId),
    parents: { vehicleId: 'vehicles' },
    idLists: { photoIds: 'vehicle_photos', documentIds: 'documents' },
  },
  { name: 'vehicle_records', table: vehicleRecords, scope: ofVehicles(vehicleRecords.vehicleId), parents: { vehicleId: 'vehicles' } },
  {
    // General tasks (no vehicle) travel with the whole user's export only.
    name: 'tasks',
    table: tasks,
    scope: (s) => (s.vehicleId ? ofVehicles(tasks.vehicleId)(s) : ofUser(tasks.userId)(s)),
    parents: { vehicleId: 'vehicles', documentId: 'documents', sourceDocumentId: 'documents' },
    cleared: ['previousTaskId'],
  },
  {
    name: 'wishlist_items',
    table: wishlistItems,
    scope: ofUser(wishlistItems.userId),
    userOnly: true,
    async duplicate(tx, userId, row) {
      const [hit] = await tx
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(
          and(
            eq(wishlistItems.userId, userId),
            eq(wishlistItems.make, String(row.make)),
            eq(wishlistItems.model, String(row.model)),
            eq(wishlistItems.createdAt, new Date(String(row.createdAt))),
          ),
        )
        .limit(1);
      return Boolean(hit);
    },
  },
  {
    name: 'saved_signatures',
    table: savedSignatures,
    scope: ofUser(savedSignatures.userId),
    userOnly: true,
    async duplicate(tx, userId, row) {
      const [hit] = await tx
        .select({ id: savedSignatures.id })
        .from(savedSignatures)
        .where(and(eq(savedSignatures.userId, userId), eq(savedSignatures.data, String(row.data))))
        .limit(1);
      return Boolean(hit);
    },
  },
];

export const exportersFor = (scope: ExportScope) => tableExporters.filter((e) => !(e.userOnly && scope.vehicleId));
