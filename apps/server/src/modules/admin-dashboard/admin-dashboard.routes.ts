/**
 * The console's dashboard (issue #16, decision 020), guarded on the server:
 *
 *   GET /api/admin/dashboard   dashboard   AdminDashboard (@mall/shared/admin-dashboard)
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/operator-session.ts';
import { dashboard } from './admin-dashboard.service.ts';

export function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/dashboard', { onRequest: requirePermission('dashboard') }, async () =>
    ok(await dashboard(ctx)),
  );
}
