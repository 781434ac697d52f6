/** The console's members section API (decision 020): every route needs the `members` permission. */
import {
  companyProfileSchema,
  expiringQuerySchema,
  licenceScopesSchema,
  REVIEW_KINDS,
  reviewDecisionSchema,
} from '@mall/shared/admin-members';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, operatorOf, requirePermission } from '../../http/operator-session.ts';
import { sendStoredFile } from '../../http/uploads.ts';
import { idField, parseInput } from '../../http/validation.ts';
import {
  companyProfile,
  decide,
  expiringLicences,
  membersOptions,
  openLicenceFile,
  reviewQueue,
  setCompanyProfile,
  setLicenceScopes,
} from './admin-members.service.ts';

const idParams = z.object({ id: idField() });
const reviewParams = z.object({
  kind: z.enum(REVIEW_KINDS, { error: '审核类型有误' }),
  id: idField(),
});

export function adminMembersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: requirePermission('members') };

  app.get('/api/admin/members/reviews', guard, async () => ok(await reviewQueue(ctx)));

  app.post('/api/admin/members/reviews/:kind/:id', guard, async (request) => {
    const { kind, id } = parseInput(reviewParams, request.params);
    const decision = parseInput(reviewDecisionSchema, request.body ?? {});
    const actor = { ...actorOf(request), username: operatorOf(request).username };
    return ok(await decide(ctx, actor, kind, id, decision));
  });

  app.get('/api/admin/members/licence-files/:id', guard, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    return sendStoredFile(reply, await openLicenceFile(ctx, id));
  });

  app.get('/api/admin/members/expiring', guard, async (request) => {
    const { days } = parseInput(expiringQuerySchema, request.query ?? {});
    return ok(await expiringLicences(ctx, days));
  });

  app.get('/api/admin/members/options', guard, async () => ok(await membersOptions(ctx)));

  app.get('/api/admin/members/companies/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await companyProfile(ctx, id));
  });

  app.post('/api/admin/members/companies/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const change = parseInput(companyProfileSchema, request.body ?? {});
    return ok(await setCompanyProfile(ctx, actorOf(request), id, change));
  });

  app.post('/api/admin/members/licences/:id/scopes', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { scope_ids } = parseInput(licenceScopesSchema, request.body ?? {});
    return ok(await setLicenceScopes(ctx, actorOf(request), id, scope_ids));
  });
}
