/**
 * GET /api/region (the division tree, public, cached with an ETag) and the acting store's
 * delivery addresses: GET/POST /api/user/address, POST /api/user/address/{id} (edit),
 * DELETE /api/user/address/{id}, POST /api/user/address/{id}/default.
 */
import { ADDRESS_MESSAGES, addressInputSchema } from '@mall/shared/address';
import { Code } from '@mall/shared/codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import {
  createAddress,
  editAddress,
  listStoreAddresses,
  removeAddress,
  setDefaultAddress,
} from './address.service.ts';
import { getRegionTree } from './region.service.ts';

/**
 * The list changes only with a release: a day in the browser, then revalidated by ETag. Private,
 * because an API answer may carry a session's cookies (an expired session is cleared on any call).
 */
const REGION_CACHE_CONTROL = 'private, max-age=86400';

export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };
  const idOf = (request: Parameters<typeof rowIdOf>[0]) => rowIdOf(request, ADDRESS_MESSAGES.notFound);
  const done = <T>(msg: string, data: T) => ({ code: Code.Ok, msg, data });

  app.get('/api/region', async (request, reply) => {
    const { json, etag } = getRegionTree();
    reply.header('etag', etag).header('cache-control', REGION_CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"code":${Code.Ok},"msg":"ok","data":${json}}`);
  });

  app.get('/api/user/address', member, async (request) =>
    ok(await listStoreAddresses(ctx.db, memberOf(request).companyId)),
  );

  app.post('/api/user/address', member, async (request) => {
    const input = parseInput(addressInputSchema, request.body ?? {});
    return done(ADDRESS_MESSAGES.created, await createAddress(ctx.db, memberOf(request).companyId, input));
  });

  app.post('/api/user/address/:id', member, async (request) => {
    const id = idOf(request);
    const input = parseInput(addressInputSchema, request.body ?? {});
    return done(ADDRESS_MESSAGES.updated, await editAddress(ctx.db, memberOf(request).companyId, id, input));
  });

  app.delete('/api/user/address/:id', member, async (request) => {
    await removeAddress(ctx.db, memberOf(request).companyId, idOf(request));
    return done(ADDRESS_MESSAGES.deleted, null);
  });

  app.post('/api/user/address/:id/default', member, async (request) => {
    const address = await setDefaultAddress(ctx.db, memberOf(request).companyId, idOf(request));
    return done(ADDRESS_MESSAGES.defaulted, address);
  });
}
