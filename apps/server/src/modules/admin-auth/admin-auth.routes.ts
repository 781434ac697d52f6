/**
 * The operator console's own API (decision 020): login, logout, who am I, operators and the audit
 * log. Every route but login and who-am-I sits behind requirePermission.
 */
import {
  adminLoginInputSchema,
  auditQuerySchema,
  operatorCreateSchema,
  operatorDisableSchema,
  operatorPasswordSchema,
  operatorRolesSchema,
} from '@mall/shared/admin-schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ensureOperatorXsrfCookie } from '../../http/csrf.ts';
import { ok } from '../../http/envelope.ts';
import {
  actorOf,
  OperatorSessionManager,
  requireOperator,
  requirePermission,
} from '../../http/operator-session.ts';
import { idField, parseInput } from '../../http/validation.ts';
import {
  authenticateOperator,
  changeOperator,
  createOperator,
  listAudit,
  listOperators,
  meOf,
} from './admin-auth.service.ts';

const idParams = z.object({ id: idField() });

export function adminAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = new OperatorSessionManager(ctx.db, ctx.config);

  app.post('/api/admin/login', async (request, reply) => {
    const input = parseInput(adminLoginInputSchema, request.body ?? {});
    const who = await authenticateOperator(ctx, input, request.ip);
    return ok(meOf(await sessions.start(request, reply, who)));
  });

  app.post('/api/admin/logout', { onRequest: requireOperator }, async (request, reply) => {
    await sessions.end(request, reply);
    return ok(null);
  });

  // Always 10000: how the console learns who it is (null: not logged in); it hands out the CSRF cookie.
  app.get('/api/admin/me', async (request, reply) => {
    ensureOperatorXsrfCookie(request, reply, ctx.config);
    return ok(meOf(request.operator));
  });

  app.get('/api/admin/audit', { onRequest: requirePermission('audit') }, async (request) => {
    return ok(await listAudit(ctx, parseInput(auditQuerySchema, request.query ?? {})));
  });

  app.get('/api/admin/operators', { onRequest: requirePermission('operators') }, async () => {
    return ok(await listOperators(ctx));
  });

  app.post('/api/admin/operators', { onRequest: requirePermission('operators') }, async (request) => {
    const input = parseInput(operatorCreateSchema, request.body ?? {});
    return ok(await createOperator(ctx, actorOf(request), input));
  });

  app.post(
    '/api/admin/operators/:id/roles',
    { onRequest: requirePermission('operators') },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { roles } = parseInput(operatorRolesSchema, request.body ?? {});
      return ok(await changeOperator(ctx, actorOf(request), id, { kind: 'roles', roles }));
    },
  );

  app.post(
    '/api/admin/operators/:id/disabled',
    { onRequest: requirePermission('operators') },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { disabled } = parseInput(operatorDisableSchema, request.body ?? {});
      return ok(await changeOperator(ctx, actorOf(request), id, { kind: 'disabled', disabled }));
    },
  );

  app.post(
    '/api/admin/operators/:id/password',
    { onRequest: requirePermission('operators') },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { password } = parseInput(operatorPasswordSchema, request.body ?? {});
      return ok(await changeOperator(ctx, actorOf(request), id, { kind: 'password', password }));
    },
  );
}
