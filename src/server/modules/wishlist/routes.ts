import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistInputSchema, wishlistItemSchema, wishlistOrderSchema, wishlistSearchSchema } from '../../../shared/wishlist/wishlist-schema';
import { requireUser } from '../../auth/require-user';
import { createItem, deleteItem, getItem, listItems, reorderItems, searchForItem, updateItem } from './service';

const tags = ['wishlist'];
const params = z.object({ itemId: z.string().min(1).max(64) });
const list = z.object({ items: z.array(wishlistItemSchema) });

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/wishlist', { schema: { tags, response: { 200: list } } }, async (request) => {
    const me = await requireUser(request);
    return { items: await listItems(app.db, me.id) };
  });

  app.post('/api/wishlist', { schema: { tags, body: wishlistInputSchema, response: { 201: wishlistItemSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await createItem(app.db, me.id, request.body));
  });

  app.put('/api/wishlist/order', { schema: { tags, body: wishlistOrderSchema, response: { 200: list } } }, async (request) => {
    const me = await requireUser(request);
    return { items: await reorderItems(app.db, me.id, request.body.order) };
  });

  app.get('/api/wishlist/:itemId', { schema: { tags, params, response: { 200: wishlistItemSchema } } }, async (request) => {
    const me = await requireUser(request);
    return getItem(app.db, me.id, request.params.itemId);
  });

  app.put('/api/wishlist/:itemId', { schema: { tags, params, body: wishlistInputSchema, response: { 200: wishlistItemSchema } } }, async (request) => {
    const me = await requireUser(request);
    return updateItem(app.db, me.id, request.params.itemId, request.body);
  });

  app.delete('/api/wishlist/:itemId', { schema: { tags, params } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteItem(app.db, me.id, request.params.itemId);
    return reply.status(204).send();
  });

  app.get('/api/wishlist/:itemId/search', { schema: { tags, params, response: { 200: wishlistSearchSchema } } }, async (request) => {
    const me = await requireUser(request);
    return searchForItem(app.db, me.id, request.params.itemId);
  });
};
