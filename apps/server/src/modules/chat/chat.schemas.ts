/** Inputs of the chat: query strings of the HTTP calls and the frames a socket sends. */
import {
  CHAT_CLIENT_ID_PATTERN,
  CHAT_HISTORY_PAGE,
  CHAT_TEXT_MAX,
  type ChatClientFrame,
  CHAT_MESSAGES as M,
} from '@mall/shared/chat';
import { CONTROL_CHAR_MESSAGE } from '@mall/shared/text';
import { z } from 'zod';
import { blankToUndefined, fieldErrorsOf, forbiddenTextErrors, pageParam } from '../../http/validation.ts';
import { chineseErrorMap } from '../../http/zod-chinese.ts';

const INT4_MAX = 2_147_483_647;
/** Message ids are bigserial; JSON and JavaScript carry them exactly up to here. */
const MESSAGE_ID_MAX = Number.MAX_SAFE_INTEGER;

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

/** Characters as the database counts them (an emoji is one, not two UTF-16 units). */
const charCount = (value: string) => [...value].length;

export const historyQuery = z.object({
  /** Messages with a smaller id than this; the newest page when absent. */
  before: z.preprocess(toNumber, z.number().int().min(1).max(MESSAGE_ID_MAX).optional()),
  limit: pageParam(CHAT_HISTORY_PAGE, CHAT_HISTORY_PAGE),
});

export const conversationParams = z.object({
  id: z.preprocess(toNumber, z.number().int().min(1).max(INT4_MAX)),
});

export const imageParams = z.object({
  id: z.preprocess(toNumber, z.number().int().min(1).max(MESSAGE_ID_MAX)),
});

export const socketQuery = z.object({
  /** The last message id the client holds; it first receives every later one. */
  after: z.preprocess(toNumber, z.number().int().min(0).max(MESSAGE_ID_MAX).default(0)),
});

export const clientIdField = z.string({ error: M.badClientId }).regex(CHAT_CLIENT_ID_PATTERN, M.badClientId);

/** The text fields of an image upload. */
export const imageFormFields = z.object({
  client_id: z.preprocess(blankToUndefined, clientIdField.optional()),
});

const conversationId = z
  .number({ error: M.badFrame })
  .int(M.badFrame)
  .min(1, M.badFrame)
  .max(INT4_MAX, M.badFrame);

const frameSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('send'),
      client_id: clientIdField,
      text: z
        .string({ error: M.empty })
        .trim()
        .refine((v) => v.length > 0, M.empty)
        .refine((v) => charCount(v) <= CHAT_TEXT_MAX, M.tooLong),
      conversation_id: conversationId.optional(),
    }),
    z.object({
      type: z.literal('read'),
      message_id: z
        .number({ error: M.badFrame })
        .int(M.badFrame)
        .min(0, M.badFrame)
        .max(MESSAGE_ID_MAX, M.badFrame),
      conversation_id: conversationId.optional(),
    }),
    z.object({ type: z.literal('ping') }),
  ],
  { error: M.badFrame },
);

export type FrameResult =
  | { ok: true; frame: ChatClientFrame }
  | { ok: false; msg: string; clientId?: string };

/** A text frame as the client sent it; never throws. */
export function parseFrame(raw: string): FrameResult {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, msg: M.badFrame };
  }
  const sentId = (value as { client_id?: unknown } | null)?.client_id;
  const refused = Object.values(forbiddenTextErrors(value))[0]?.[0];
  const result = refused ? undefined : frameSchema.safeParse(value, { error: chineseErrorMap });
  if (result?.success) return { ok: true, frame: result.data };
  const first = refused ?? Object.values(result ? fieldErrorsOf(result.error) : {})[0]?.[0];
  const known: readonly string[] = [...Object.values(M), CONTROL_CHAR_MESSAGE];
  return {
    ok: false,
    msg: first && known.includes(first) ? first : M.badFrame,
    ...(typeof sentId === 'string' && CHAT_CLIENT_ID_PATTERN.test(sentId) ? { clientId: sentId } : {}),
  };
}
