/**
 * The one place errors become responses. AppError kinds map to their code; Fastify's own
 * refusals get Chinese messages; anything else is a fault: logged with its stack, and the client
 * only ever sees 系统繁忙.
 */
import { Code } from '@mall/shared/codes';
import { MESSAGES } from '@mall/shared/constants';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Fastify's refusals of a malformed request, by error code. */
const FASTIFY_REFUSALS: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: '提交的数据过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: '不支持的提交格式' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: '提交的数据格式有误' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: '提交的数据格式有误' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: '提交的数据长度有误' },
};

function describe(error: FastifyError): { status: number; msg: string } | null {
  const known = FASTIFY_REFUSALS[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, msg: '请求过于频繁，请稍后再试' };
  if (status === 404) return { status, msg: '接口不存在' };
  if (status >= 400 && status < 500) return { status, msg: '请求有误，请检查后重试' };
  return null;
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.status(error.httpStatus);
    if (error.kind === 'validation') {
      return { code: error.code, msg: error.message, data: null, errors: error.fieldErrors ?? {} };
    }
    return { code: error.code, msg: error.message, data: error.data };
  }
  const refusal = describe(error);
  if (refusal) {
    request.log.info({ code: error.code, status: refusal.status }, 'request refused');
    reply.status(refusal.status);
    return { code: refusal.status, msg: refusal.msg, data: null };
  }
  // A buyer who navigates away mid-download (a PDF, a large list) closes the stream: not a fault.
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed !== false) {
    request.log.info({ code: error.code }, 'client closed the connection');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  reply.status(500);
  return { code: Code.ServerError, msg: MESSAGES.serverBusy, data: null };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export function sendApiNotFound(reply: FastifyReply) {
  return reply.status(404).send({ code: Code.NotFound, msg: '接口不存在', data: null });
}
