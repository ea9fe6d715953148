import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeAnswerSchema,
  completeTransferSchema,
  startTransferSchema,
  transferListSchema,
  transferSchema,
  transferSnapshotSchema,
} from '../../../shared/transfers/transfer-api';
import { authorizeVehicle } from '../../access/authorize';
import { requireUser } from '../../auth/require-user';
import { completeVehicleTransfer } from './complete-transfer';
import { registerTransferTimelineSource } from './timeline-source';
import { endTransfer, listTransfers, pendingTransfers, startTransfer, transferredAway } from './transfer-service';

const tags = ['transfers'];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTransferTimelineSource();

  app.post(
    '/api/vehicles/:id/transfers',
    {
      schema: {
        tags,
        summary: 'Start transferring the vehicle to an e-mail address',
        params: idParams,
        body: startTransferSchema,
        response: { 201: transferSchema },
      },
    },
    async (request, reply) => {
      const { me, vehicle } = await authorizeVehicle(request, 'manage', request.params.id);
      return reply.status(201).send(await startTransfer(app.db, app.mailer, me, vehicle, request.body));
    },
  );

  app.get(
    '/api/transfers',
    { schema: { tags, summary: 'Pending incoming and all outgoing transfers', response: { 200: transferListSchema } } },
    async (request) => listTransfers(app.db, await requireUser(request)),
  );

  app.get(
    '/api/transfers/pending',
    { schema: { tags, summary: 'SPEC §7 call 2: pending transfers to my e-mail with a future expiry', response: { 200: z.array(transferSchema) } } },
    async (request) => pendingTransfers(app.db, await requireUser(request)),
  );

  app.get(
    '/api/transfers/previously-owned',
    { schema: { tags, summary: 'Vehicles I transferred away, each with the snapshot I keep', response: { 200: z.array(transferSnapshotSchema) } } },
    async (request) => transferredAway(app.db, await requireUser(request)),
  );

  app.post('/api/transfers/:id/cancel', { schema: { tags, params: idParams, response: { 200: transferSchema } } }, async (request) =>
    endTransfer(app.db, await requireUser(request), request.params.id, 'cancelled'),
  );

  app.post('/api/transfers/:id/decline', { schema: { tags, params: idParams, response: { 200: transferSchema } } }, async (request) =>
    endTransfer(app.db, await requireUser(request), request.params.id, 'declined'),
  );

  app.post(
    '/api/rpc/complete_vehicle_transfer',
    {
      schema: {
        tags,
        summary: 'SPEC §7 call 3: complete a transfer addressed to me; a truthy result means success',
        body: completeTransferSchema,
        response: { 200: completeAnswerSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const { vehicleId } = await completeVehicleTransfer(app.db, app.storage, me, request.body.transfer_id);
      return { result: true as const, vehicle_id: vehicleId };
    },
  );
};
