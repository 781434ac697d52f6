/**
 * The operator's after-sale decisions from the `orders` command (apps/server/src/cli/orders.ts),
 * until an operator console exists:
 *
 *   npm run orders -- review-after-sale list
 *   npm run orders -- review-after-sale approve <after_sale_no> [--note <text>]
 *   npm run orders -- review-after-sale reject <after_sale_no> --reason <text>
 *
 * `args` are the words after `review-after-sale`. The reviewer is recorded as `defaultOperator`
 * (the command's operator:<OS user>) unless `--operator <name>` says otherwise. Returns what to
 * print; throws AfterSaleCommandError (with the usage, or the refusal in Chinese) on anything it
 * cannot do.
 */
import { formatChinaTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '@mall/shared/order';
import type { DbHandle } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { listPendingAfterSales } from './after-sale.repository.ts';
import { approveAfterSale, rejectAfterSale } from './after-sale-review.service.ts';

export const AFTER_SALE_USAGE = `usage:
  npm run orders -- review-after-sale list
  npm run orders -- review-after-sale approve <after_sale_no> [--note <text>] [--operator <name>]
  npm run orders -- review-after-sale reject <after_sale_no> --reason <text> [--operator <name>]`;

export class AfterSaleCommandError extends Error {}

export interface AfterSaleCommand {
  action: 'list' | 'approve' | 'reject';
  afterSaleNo?: string;
  text?: string;
  operator?: string;
}

/** Parses the words after `review-after-sale`. */
export function parseAfterSaleArgs(args: readonly string[]): AfterSaleCommand {
  const [action, afterSaleNo, ...rest] = args;
  if (action === 'list' && args.length === 1) return { action };
  if ((action !== 'approve' && action !== 'reject') || !afterSaleNo || !/^SH\d+$/.test(afterSaleNo))
    throw new AfterSaleCommandError(AFTER_SALE_USAGE);
  const options: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const word of rest) {
    if (word === '--note' || word === '--reason' || word === '--operator') {
      current = [];
      options[word] = current;
    } else if (current) current.push(word);
    else throw new AfterSaleCommandError(AFTER_SALE_USAGE);
  }
  const text = (action === 'approve' ? options['--note'] : options['--reason'])?.join(' ').trim();
  if (action === 'approve' && options['--reason']) throw new AfterSaleCommandError(AFTER_SALE_USAGE);
  if (action === 'reject' && (!text || options['--note']))
    throw new AfterSaleCommandError(`a rejection needs --reason\n${AFTER_SALE_USAGE}`);
  const operator = options['--operator']?.join(' ').trim();
  return { action, afterSaleNo, ...(text ? { text } : {}), ...(operator ? { operator } : {}) };
}

async function listText(handle: DbHandle): Promise<string> {
  const rows = await listPendingAfterSales(handle.db);
  const lines = rows.map(
    (r) =>
      `  ${r.after_sale_no}  order ${r.order_no}  company ${r.company_id}  ${AFTER_SALE_KINDS[r.kind as AfterSaleKind] ?? r.kind}  ` +
      `${AFTER_SALE_STATUS_TEXT[r.status as AfterSaleStatus] ?? r.status}  refund ${formatFen(r.refund_amount)}  ` +
      `submitted ${formatChinaTime(Number(r.created_at))}  reason ${r.reason}`,
  );
  return [`after-sales pending review: ${rows.length}`, ...lines].join('\n');
}

export async function afterSaleCommand(
  handle: DbHandle,
  args: readonly string[],
  gateway: PaymentGateway,
  defaultOperator: string,
): Promise<string> {
  const command = parseAfterSaleArgs(args);
  if (command.action === 'list') return listText(handle);
  const operator = command.operator ?? defaultOperator;
  const afterSaleNo = command.afterSaleNo ?? '';
  try {
    const outcome =
      command.action === 'approve'
        ? await approveAfterSale(handle.db, gateway, {
            afterSaleNo,
            operator,
            ...(command.text ? { note: command.text } : {}),
          })
        : await rejectAfterSale(handle.db, { afterSaleNo, operator, reason: command.text ?? '' });
    return outcome.summary;
  } catch (error) {
    if (error instanceof AppError) throw new AfterSaleCommandError(`${afterSaleNo}: ${error.message}`);
    throw error;
  }
}
