/** Joining (SPEC /register and /register/dd): two steps for a new member, one call to add a store. */
import {
  companyInputSchema,
  registerStep1InputSchema,
  registerStep2InputSchema,
} from '@mall/shared/registration';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { getUserBase } from '../user/user.service.ts';
import { addStore, registerStep1, registerStep2 } from './registration.service.ts';

export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/user/register/step1', async (request) => {
    const input = parseInput(registerStep1InputSchema, request.body ?? {});
    return ok(await registerStep1(ctx, input));
  });

  // The new member is logged in at once, so step 3 can upload the licences.
  app.post('/api/user/register/step2', async (request, reply) => {
    const input = parseInput(registerStep2InputSchema, request.body ?? {});
    const who = await registerStep2(ctx, input);
    const session = await ctx.sessions.start(request, reply, who);
    return ok(await getUserBase(session, ctx));
  });

  app.post('/api/user/register/dd', { onRequest: requireMember }, async (request) => {
    const input = parseInput(companyInputSchema, request.body ?? {});
    return ok(await addStore(ctx, memberOf(request), input));
  });
}
