/**
 * The operator's side of feedback and wanted varieties, until an operator console exists. Meant
 * for the `orders` command (apps/server/src/cli/orders.ts), `args` being the words after it:
 *
 *   reply-feedback list                                      unanswered feedback, oldest first
 *   reply-feedback <id> --text <reply> [--operator <name>]   answer (or re-answer) one
 *   wanted list                                              requests not yet 已上架
 *   wanted <id> --status 0|1|2 [--goods <goods_id>] [--reply <text>]
 *
 * 已上架 (status 2) needs the goods it became. Returns what to print; throws
 * SelfServiceCommandError with the usage or the refusal.
 */
import { WANTED_STATUS } from '@mall/shared/self-service';
import { chinaCharText } from '../../db/china-time.ts';
import type { DbHandle } from '../../db/client.ts';
import { changeWantedStatus, WantedChangeRefusal } from '../wanted/wanted.service.ts';
import { setFeedbackReply } from './feedback.repository.ts';

export const SELF_SERVICE_USAGE = `usage:
  npm run orders -- reply-feedback list
  npm run orders -- reply-feedback <id> --text <reply> [--operator <name>]
  npm run orders -- wanted list
  npm run orders -- wanted <id> --status 0|1|2 [--goods <goods_id>] [--reply <text>]`;

export class SelfServiceCommandError extends Error {}

const OPTIONS = new Set(['--text', '--operator', '--status', '--goods', '--reply']);

function optionsOf(words: readonly string[]): Record<string, string> {
  const options: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const word of words) {
    if (OPTIONS.has(word)) {
      current = [];
      options[word] = current;
    } else if (current) current.push(word);
    else throw new SelfServiceCommandError(SELF_SERVICE_USAGE);
  }
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, v.join(' ').trim()]));
}

const positiveId = (word: string | undefined) => {
  const id = Number(word);
  if (!word || !Number.isSafeInteger(id) || id < 1) throw new SelfServiceCommandError(SELF_SERVICE_USAGE);
  return id;
};

async function feedbackCommand(
  handle: DbHandle,
  args: readonly string[],
  defaultOperator: string,
): Promise<string> {
  if (args[0] === 'list' && args.length === 1) {
    const rows = await handle.query<{ id: number; type: string; content: string; created: string }>(
      `SELECT id, type, content, ${chinaCharText('created_at', 'YYYY-MM-DD HH24:MI')} AS created
       FROM feedback WHERE reply = '' ORDER BY id`,
    );
    return rows.length === 0
      ? '没有待回复的反馈'
      : rows.map((r) => `${r.id}\t${r.created}\t${r.type}\t${r.content}`).join('\n');
  }
  const id = positiveId(args[0]);
  const options = optionsOf(args.slice(1));
  const text = options['--text'];
  if (!text) throw new SelfServiceCommandError(`a reply needs --text\n${SELF_SERVICE_USAGE}`);
  const operator = options['--operator'] || defaultOperator;
  if (!(await setFeedbackReply(handle.db, id, text, operator)))
    throw new SelfServiceCommandError(`反馈 ${id} 不存在`);
  return `已回复反馈 ${id}`;
}

async function wantedCommand(handle: DbHandle, args: readonly string[]): Promise<string> {
  if (args[0] === 'list' && args.length === 1) {
    const rows = await handle.query<{
      id: number;
      status: 0 | 1 | 2;
      goods_name: string;
      spec: string;
      quantity: number;
    }>('SELECT id, status, goods_name, spec, quantity FROM wanted_requests WHERE status < 2 ORDER BY id');
    return rows.length === 0
      ? '没有待处理的求购'
      : rows
          .map((r) => `${r.id}\t${WANTED_STATUS[r.status]}\t${r.goods_name} ${r.spec}\t×${r.quantity}`)
          .join('\n');
  }
  const id = positiveId(args[0]);
  const options = optionsOf(args.slice(1));
  const status = Number(options['--status']);
  if (status !== 0 && status !== 1 && status !== 2) throw new SelfServiceCommandError(SELF_SERVICE_USAGE);
  const change = {
    status,
    ...(status === 2 ? { goodsId: positiveId(options['--goods']) } : {}),
    ...(options['--reply'] ? { reply: options['--reply'] } : {}),
  } as const;
  let found: boolean;
  try {
    found = await changeWantedStatus(handle.db, id, change);
  } catch (error) {
    if (error instanceof WantedChangeRefusal) throw new SelfServiceCommandError(error.message);
    throw error;
  }
  if (!found) throw new SelfServiceCommandError(`求购 ${id} 不存在`);
  return `求购 ${id} 已改为${WANTED_STATUS[status]}`;
}

/** `defaultOperator` (the command's operator:<OS user>) answers unless `--operator` names another. */
export async function selfServiceCommand(
  handle: DbHandle,
  args: readonly string[],
  defaultOperator: string,
): Promise<string> {
  const [area, ...rest] = args;
  if (area === 'reply-feedback') return feedbackCommand(handle, rest, defaultOperator);
  if (area === 'wanted') return wantedCommand(handle, rest);
  throw new SelfServiceCommandError(SELF_SERVICE_USAGE);
}
