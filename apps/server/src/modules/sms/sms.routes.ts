/** POST /api/user/create_code and GET /api/user/phone/{value}. */
import { createCodeInputSchema } from '@mall/shared/registration';
import { mobileSchema } from '@mall/shared/validators';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { createCounterStore } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validation.ts';
import { OutboxSmsProvider } from './sms.provider.ts';
import { lookUpPhone, sendCode } from './sms.service.ts';

const phoneParamsSchema = z.object({ value: mobileSchema });

export function smsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Daily caps are shared by every API process when REDIS_URL is set.
  const counters = createCounterStore(ctx.config.redisUrl);
  app.addHook('onClose', () => counters.close());
  const deps = {
    db: ctx.db,
    secret: ctx.config.sessionSecret,
    counters,
    // No carrier is built in: without the dev outbox no code can reach a phone, so none is made.
    provider: ctx.config.smsOutbox ? new OutboxSmsProvider(ctx.db, app.log) : null,
  };

  app.post('/api/user/create_code', async (request) => {
    const input = parseInput(createCodeInputSchema, request.body ?? {});
    return ok(await sendCode(deps, { session: request.session, ip: request.ip }, input));
  });

  app.get('/api/user/phone/:value', async (request) => {
    const { value } = parseInput(phoneParamsSchema, request.params);
    return ok(await lookUpPhone(deps, { ip: request.ip }, value));
  });
}
