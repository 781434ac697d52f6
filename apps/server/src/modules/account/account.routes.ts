/**
 * GET /api/user/info, POST /api/user/updateUserInfo {name, phone}, POST /api/user/info/address
 * (ask for a registered-address change) and GET /api/user/center (the member centre).
 */

import { companyAddressChangeSchema, updateUserInfoSchema } from '@mall/shared/account';
import { Code } from '@mall/shared/codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { ACCOUNT_MESSAGES, getUserInfo, requestAddressChange, updateUserInfo } from './account.service.ts';
import { getMemberCentre } from './centre.service.ts';

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };
  const done = <T>(msg: string, data: T) => ({ code: Code.Ok, msg, data });

  app.get('/api/user/info', member, async (request) => ok(await getUserInfo(ctx.db, memberOf(request))));

  app.post('/api/user/updateUserInfo', member, async (request) => {
    const input = parseInput(updateUserInfoSchema, request.body ?? {});
    return done(ACCOUNT_MESSAGES.contactSaved, await updateUserInfo(ctx.db, memberOf(request), input));
  });

  app.post('/api/user/info/address', member, async (request) => {
    const input = parseInput(companyAddressChangeSchema, request.body ?? {});
    const change = await requestAddressChange(ctx.db, memberOf(request), input);
    return done(ACCOUNT_MESSAGES.addressChangeSubmitted, change);
  });

  app.get('/api/user/center', member, async (request) => ok(await getMemberCentre(ctx, memberOf(request))));
}
