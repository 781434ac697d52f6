/** The electronic purchase contract (/dzht; error 459 sends the buyer here). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { signInputSchema } from './contract.schemas.ts';
import { getContract, signContract } from './contract.service.ts';

export function contractRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/contract', { onRequest: requireMember }, async (request) =>
    ok(await getContract(ctx, memberOf(request))),
  );

  app.post('/api/contract/sign', { onRequest: requireMember }, async (request) => {
    const session = memberOf(request);
    const input = parseInput(signInputSchema, request.body ?? {});
    return ok(await signContract(ctx, session, input));
  });
}
