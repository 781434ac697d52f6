/**
 * The operator API: the running store carries out `npm run orders` and `npm run review`, so an
 * operator's act is written by the one process that holds the database (the embedded one allows
 * no other) and is never lost to a second copy.
 *
 *   POST /api/operator/orders   JSON { args: string[], operator: string }   → { text }
 *   POST /api/operator/review   JSON { args: string[], operator: string }   → { text }
 *
 * `args` are the command's words after `--`; `operator` (e.g. operator:alice) is recorded on what
 * changes. Authorisation: `Authorization: Bearer <operator token>` (OPERATOR_TOKEN, else a random
 * one per start written into DATA_DIR/operator-api.json for the owner only). A browser never holds
 * it, and a request carrying a member session is refused whatever it sends, so no page, script or
 * member can reach these routes. A refusal of the command itself (usage, wrong state) is a
 * business refusal whose `msg` is what the command prints.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { SESSION_COOKIE } from '../../http/cookies.ts';
import { ok } from '../../http/envelope.ts';
import { safeEqual } from '../../http/tokens.ts';
import { parseInput } from '../../http/validation.ts';
import { gatewayFor } from '../payment/gateway.ts';
import {
  isOperatorRefusal,
  OPERATOR_TOOLS,
  type OperatorDeps,
  runOperatorCommand,
} from './operator-commands.ts';

export const OPERATOR_MESSAGES = {
  browserSession: '运维接口不接受浏览器登录，请在服务器上使用运维命令',
  tokenMissing: '缺少运维口令',
  tokenWrong: '运维口令无效',
} as const;

const commandBody = z.object({
  args: z.array(z.string().max(2000)).max(60),
  operator: z.string().trim().min(1).max(64),
});

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The routes' onRequest hook: after the session is loaded, before anything else is read. */
export function requireOperator(token: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.session || request.cookies[SESSION_COOKIE] !== undefined)
      throw new AppError('forbidden', OPERATOR_MESSAGES.browserSession);
    const sent = bearerOf(request);
    if (!sent) throw new AppError('unauthenticated', OPERATOR_MESSAGES.tokenMissing);
    if (!safeEqual(sent, token)) throw new AppError('unauthenticated', OPERATOR_MESSAGES.tokenWrong);
  };
}

export function operatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: OperatorDeps = { handle: ctx.handle, gateway: gatewayFor(ctx.config.paySigningSecret) };
  const operatorOnly = { onRequest: requireOperator(ctx.config.operatorToken) };
  for (const tool of OPERATOR_TOOLS) {
    app.post(`/api/operator/${tool}`, operatorOnly, async (request) => {
      const body = parseInput(commandBody, request.body ?? {});
      try {
        return ok({ text: await runOperatorCommand(deps, tool, body.args, body.operator) });
      } catch (error) {
        if (isOperatorRefusal(error)) throw new AppError('bad_request', error.message);
        throw error;
      }
    });
  }
}
