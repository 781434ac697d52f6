/** The arguments of `npm run orders` (apps/server/src/cli/orders.ts), parsed apart so tests can reach them. */
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '@mall/shared/order';
import { FulfilmentError } from './fulfilment.service.ts';

export const ORDERS_USAGE = `usage:
  npm run orders -- list [status]            status: unpaid|to_ship|to_receive|completed|cancelled, 0-4 或 待付款/待发货/待收货/已完成/已取消
  npm run orders -- confirm-transfer <order_no>
  npm run orders -- ship <order_no> --carrier 顺丰速运 --tracking SF1234567890 [SF1234567891 …]   several numbers: one parcel each
  npm run orders -- parcel <order_no> --carrier 中通快递 --tracking ZT1234567890                 one more parcel of a shipped order
  npm run orders -- trace <order_no> --text 【杭州转运中心】已发出
  npm run orders -- deliver <order_no>`;

export type OrdersCommand =
  | { action: 'list'; status?: OrderStatus }
  | { action: 'confirm-transfer'; orderNo: string }
  | { action: 'ship'; orderNo: string; parcels: { carrier: string; trackingNo: string }[] }
  | { action: 'parcel'; orderNo: string; carrier: string; trackingNo: string }
  | { action: 'trace'; orderNo: string; text: string }
  | { action: 'deliver'; orderNo: string };

const fail = (why: string): never => {
  throw new FulfilmentError(`${why}\n${ORDERS_USAGE}`);
};

/** The names of the buyer's order tabs (`/api/order?status=`), as the README writes them. */
const STATUS_BY_NAME: Record<string, OrderStatus> = {
  unpaid: ORDER_STATUS.unpaid,
  to_ship: ORDER_STATUS.toShip,
  to_receive: ORDER_STATUS.toReceive,
  completed: ORDER_STATUS.completed,
  cancelled: ORDER_STATUS.cancelled,
};

function statusOf(value: string): OrderStatus {
  const byName = Object.hasOwn(STATUS_BY_NAME, value) ? STATUS_BY_NAME[value] : undefined;
  if (byName !== undefined) return byName;
  const byText = (Object.entries(ORDER_STATUS_TEXT) as [string, string][]).find(([, text]) => text === value);
  const number = byText ? Number(byText[0]) : /^[0-4]$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isNaN(number)) fail(`未知的订单状态：${value}`);
  return number as OrderStatus;
}

/** `--name value words…` options; a value runs until the next option. */
function optionsOf(args: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  let current: string | undefined;
  for (const arg of args) {
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      if (!allowed.includes(name)) fail(`未知的选项：${arg}`);
      if (options.has(name)) fail(`选项重复：${arg}`);
      current = name;
      options.set(name, '');
    } else if (current === undefined) {
      fail(`多余的参数：${arg}`);
    } else {
      const before = options.get(current) ?? '';
      options.set(current, before ? `${before} ${arg}` : arg);
    }
  }
  return options;
}

function required(options: Map<string, string>, name: string): string {
  const value = options.get(name)?.trim();
  if (!value) fail(`缺少 --${name}`);
  return value as string;
}

/** Parses the arguments after `--`; throws FulfilmentError with the usage on anything else. */
export function parseOrdersArgs(args: readonly string[]): OrdersCommand {
  const [action, target, ...rest] = args;
  if (action === 'list') {
    if (rest.length > 0) fail('list 最多一个参数');
    return target === undefined ? { action } : { action, status: statusOf(target) };
  }
  if (
    action !== 'confirm-transfer' &&
    action !== 'ship' &&
    action !== 'parcel' &&
    action !== 'trace' &&
    action !== 'deliver'
  )
    return fail(action ? `未知的命令：${action}` : '请给出命令');
  if (!target || target.startsWith('--')) return fail('请给出订单号');
  const orderNo = target;
  if (action === 'confirm-transfer' || action === 'deliver') {
    optionsOf(rest, []);
    return { action, orderNo };
  }
  if (action === 'ship') {
    const options = optionsOf(rest, ['carrier', 'tracking']);
    const carrier = required(options, 'carrier');
    const numbers = required(options, 'tracking')
      .split(/[\s,，]+/)
      .filter(Boolean);
    return { action, orderNo, parcels: numbers.map((trackingNo) => ({ carrier, trackingNo })) };
  }
  if (action === 'parcel') {
    const options = optionsOf(rest, ['carrier', 'tracking']);
    return {
      action,
      orderNo,
      carrier: required(options, 'carrier'),
      trackingNo: required(options, 'tracking'),
    };
  }
  return { action, orderNo, text: required(optionsOf(rest, ['text']), 'text') };
}
