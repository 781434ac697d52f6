/**
 * POST /api/activity/tap {id}: records a click on an activity entry (SPEC §7; the web client never
 * cancels it with a later one). Guests and members alike; a member's tap names its store.
 *   → { id, taps }  taps: the activity's taps so far
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { createCounterStore } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validation.ts';
import { tapInput } from './activity.schemas.ts';
import { tapActivity } from './activity.service.ts';

export function activityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Per-address limits are shared by every API process when REDIS_URL is set.
  const counters = createCounterStore(ctx.config.redisUrl);
  app.addHook('onClose', () => counters.close());
  const deps = { db: ctx.db, counters };

  app.post('/api/activity/tap', async (request) => {
    const body = parseInput(tapInput, request.body ?? {});
    const session = request.session;
    const member = session ? { memberId: session.memberId, companyId: session.companyId } : null;
    return ok(await tapActivity(deps, { ip: request.ip, member }, body.id));
  });
}
