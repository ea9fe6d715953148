import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvImportResultSchema, csvPreviewSchema } from '../../../shared/csv-import/csv-import-api';
import { vehicleRecordInputSchema, vehicleRecordSchema } from '../../../shared/csv-import/vehicle-record-api';
import { authorizeVehicle } from '../../access/authorize';
import { importCsv, previewCsvImport } from './csv-import-service';
import { readCsvUpload } from './read-csv-upload';
import { registerRecordTimelineSource } from './timeline-source';
import { deleteVehicleRecord, getVehicleRecord, updateVehicleRecord } from './vehicle-records-service';

const tags = ['csv-import'];
const params = z.object({ id: z.string().min(1).max(64) });
const recordParams = z.object({ id: z.string().min(1).max(64), recordId: z.string().min(1).max(64) });
const form = 'multipart form: format (lubelogger | generic), defaultKind, mapping (JSON), then file';

export const csvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordTimelineSource();

  // Access first: another user's vehicle is a 404 before a byte of the file is read.
  app.post(
    '/api/vehicles/:id/csv-import/preview',
    {
      schema: {
        tags,
        summary: `Every row of a CSV file as the record it would become, with its errors; nothing is written (${form})`,
        params,
        response: { 200: csvPreviewSchema },
      },
    },
    async (request) => {
      const { vehicle } = await authorizeVehicle(request, 'write', request.params.id);
      return previewCsvImport(app.db, vehicle, await readCsvUpload(request));
    },
  );

  app.post(
    '/api/vehicles/:id/csv-import',
    { schema: { tags, summary: `Imports a CSV file's records into the vehicle: all or nothing (${form})`, params, response: { 200: csvImportResultSchema } } },
    async (request) => {
      const { vehicle } = await authorizeVehicle(request, 'write', request.params.id);
      return importCsv(app.db, vehicle, await readCsvUpload(request));
    },
  );

  // One imported record, corrected or removed by its owner (the timeline opens it).
  app.get(
    '/api/vehicles/:id/records/:recordId',
    { schema: { tags, summary: 'One imported service, repair, upgrade or fuel record', params: recordParams, response: { 200: vehicleRecordSchema } } },
    async (request) => {
      const { vehicle } = await authorizeVehicle(request, 'read', request.params.id);
      return getVehicleRecord(app.db, vehicle, request.params.recordId);
    },
  );

  app.put(
    '/api/vehicles/:id/records/:recordId',
    {
      schema: {
        tags,
        summary: 'Corrects an imported record (every field at once)',
        params: recordParams,
        body: vehicleRecordInputSchema,
        response: { 200: vehicleRecordSchema },
      },
    },
    async (request) => {
      const { vehicle } = await authorizeVehicle(request, 'write', request.params.id);
      return updateVehicleRecord(app.db, vehicle, request.params.recordId, request.body);
    },
  );

  app.delete(
    '/api/vehicles/:id/records/:recordId',
    { schema: { tags, summary: 'Removes an imported record', params: recordParams } },
    async (request, reply) => {
      const { vehicle } = await authorizeVehicle(request, 'write', request.params.id);
      await deleteVehicleRecord(app.db, vehicle, request.params.recordId);
      return reply.status(204).send();
    },
  );
};
