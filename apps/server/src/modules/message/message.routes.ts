/**
 * GET /api/user/message?page&page_size&is_read, POST /api/user/message/{id}/read and
 * POST /api/user/message/read_all: the acting store's messages. Members only.
 */
import { Code } from '@mall/shared/codes';
import { MESSAGE_MESSAGES, MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX } from '@mall/shared/message';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { blankToUndefined, pageParam, parseInput } from '../../http/validation.ts';
import { listStoreMessages, readAllMessages, readMessage } from './message.service.ts';

const listQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX),
  is_read: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: '阅读状态只能是 0 或 1' }).optional()),
});

export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };
  const done = <T>(msg: string, data: T) => ({ code: Code.Ok, msg, data });

  app.get('/api/user/message', member, async (request) => {
    const query = parseInput(listQuery, request.query);
    return ok(
      await listStoreMessages(ctx.db, memberOf(request).companyId, {
        page: query.page,
        pageSize: query.page_size,
        isRead: query.is_read === undefined ? undefined : query.is_read === '1',
      }),
    );
  });

  // Registered before /:id/read; the static path wins in find-my-way either way.
  app.post('/api/user/message/read_all', member, async (request) =>
    done(MESSAGE_MESSAGES.allRead, await readAllMessages(ctx.db, memberOf(request).companyId)),
  );

  app.post('/api/user/message/:id/read', member, async (request) => {
    const id = rowIdOf(request, MESSAGE_MESSAGES.notFound);
    return done(MESSAGE_MESSAGES.read, await readMessage(ctx.db, memberOf(request).companyId, id));
  });
}
