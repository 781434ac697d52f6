/**
 * The operator's fulfilment command, until an operator console exists:
 *
 *   npm run orders -- list [unpaid|to_ship|to_receive|completed|cancelled]
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
 *   npm run orders -- offer <offer_id> [--stock 200] [--price 12.30]   (到货/降价 subscribers are told)
 *
 * Goes through the running store's operator API, or opens the database itself when no store runs
 * (operator-cli.ts). The operator is recorded as operator:<OS user>; the buyer gets a message when
 * a transfer is confirmed and when the order ships. Confirming receipt stays the buyer's act.
 */
import { main } from './operator-cli.ts';

main('orders');
