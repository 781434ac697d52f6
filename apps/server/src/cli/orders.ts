/**
 * The operator's fulfilment command, until an operator console exists:
 *
 *   npm run orders -- list [status]
 *   npm run orders -- confirm-transfer <order_no>
 *   npm run orders -- ship <order_no> --carrier 顺丰速运 --tracking SF1234567890
 *   npm run orders -- trace <order_no> --text 【杭州转运中心】已发出
 *   npm run orders -- deliver <order_no>
 *   npm run orders -- review-after-sale list
 *   npm run orders -- review-after-sale approve <after_sale_no> [--note 同意退货]
 *   npm run orders -- review-after-sale reject <after_sale_no> --reason 商品已拆封
 *   npm run orders -- reply-feedback list
 *   npm run orders -- reply-feedback <id> --text 感谢反馈，已安排补货
 *   npm run orders -- wanted list
 *   npm run orders -- wanted <id> --status 0|1|2 [--goods <goods_id>] [--reply 已上架]
 *
 * Works on DATABASE_URL, or the embedded store under DATA_DIR (default ./data). The operator is
 * recorded as operator:<OS user>; the buyer gets a message when a transfer is confirmed and when
 * the order ships. Confirming receipt stays the buyer's act.
 */
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { AfterSaleCommandError, afterSaleCommand } from '../modules/after-sale/after-sale-command.ts';
import { SelfServiceCommandError, selfServiceCommand } from '../modules/feedback/self-service-command.ts';
import {
  addTrace,
  confirmTransfer,
  deliver,
  FulfilmentError,
  listOrders,
  ship,
} from '../modules/fulfilment/fulfilment.service.ts';
import { parseOrdersArgs } from '../modules/fulfilment/orders-command.ts';

async function open(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return openPostgres(url);
  return openPglite({ dataDir: join(process.env.DATA_DIR?.trim() || './data', 'pglite') });
}

/** Runs one command that prints its outcome, on a migrated database. */
async function runPrinted(command: (handle: DbHandle) => Promise<string>): Promise<void> {
  const handle = await open();
  try {
    await migrate(handle);
    console.log(await command(handle));
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // Reviews of returns and after-sales (approving a refund kind pays the money back), replies to
  // feedback and the state of wanted varieties.
  if (args[0] === 'review-after-sale') return runPrinted((h) => afterSaleCommand(h, args.slice(1)));
  if (args[0] === 'reply-feedback' || args[0] === 'wanted')
    return runPrinted((h) => selfServiceCommand(h, args));
  const command = parseOrdersArgs(args);
  const operator = `operator:${userInfo().username}`;
  const handle = await open();
  try {
    await migrate(handle);
    const db = handle.db;
    switch (command.action) {
      case 'list': {
        const lines = await listOrders(db, command.status);
        console.log(lines.length === 0 ? '没有订单' : lines.join('\n'));
        return;
      }
      case 'confirm-transfer':
        console.log(await confirmTransfer(db, command.orderNo, operator));
        return;
      case 'ship':
        console.log(await ship(db, command.orderNo, command, operator));
        return;
      case 'trace':
        console.log(await addTrace(db, command.orderNo, command.text, operator));
        return;
      case 'deliver':
        console.log(await deliver(db, command.orderNo, operator));
        return;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof FulfilmentError ||
    error instanceof AfterSaleCommandError ||
    error instanceof SelfServiceCommandError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
