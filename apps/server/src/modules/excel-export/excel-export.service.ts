/**
 * Excel exports of the acting store's own data: its cart, one of its orders, and its order history
 * under the same filters as /order. Each reads through the module that owns the data (the cart's
 * pricing, the order reads), so the sheet says what the pages say; another store's order is not found.
 */
import { CART_FILTERS } from '@mall/shared/cart';
import { formatChinaTime } from '@mall/shared/china-time';
import { type Fen, formatFen, parseYuan } from '@mall/shared/money';
import { ORDER_STATUS, type OrderDetail, type OrderSummary, PAY_METHOD_TEXT } from '@mall/shared/order';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { cartState } from '../cart/cart.service.ts';
import { type ListQuery, MAX_PAGE_SIZE } from '../order-read/order-read.schemas.ts';
import { orderDetail, orderPage } from '../order-read/order-read.service.ts';
import { type ExportColumn, type ExportSheet, workbookOf } from './workbook.ts';

/** The history export's limit; a longer history is narrowed by dates. */
export const MAX_EXPORT_ORDERS = 2000;

export interface ExportFile {
  bytes: Buffer;
  fileName: string;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';
const stamp = () => formatChinaTime(Date.now() / 1000, 'YYYYMMDDHHmm');

const text = (header: string, width?: number): ExportColumn => ({
  header,
  kind: 'text',
  ...(width ? { width } : {}),
});
const money = (header: string): ExportColumn => ({ header, kind: 'money' });
const count = (header: string): ExportColumn => ({ header, kind: 'count' });

export async function exportCart(ctx: AppContext, session: SessionInfo): Promise<ExportFile> {
  const cart = await cartState(ctx, session, CART_FILTERS.all);
  const sheet: ExportSheet = {
    name: '购物车',
    heading: [['购物车清单'], ['导出时间', formatChinaTime(Date.now() / 1000, TIME)]],
    columns: [
      text('商品名称', 30),
      text('规格'),
      text('生产厂家', 28),
      text('批准文号', 22),
      text('单位', 8),
      money('单价(元)'),
      count('数量'),
      money('小计(元)'),
      text('已勾选', 8),
      text('状态', 24),
    ],
    rows: cart.data.map((line) => [
      line.goods?.name ?? line.combination?.title ?? '',
      line.goods?.ypgg ?? '',
      line.goods?.sccj ?? '',
      line.goods?.approval_number ?? '',
      line.goods?.bzdw ?? '',
      line.price,
      line.number,
      line.amount,
      line.is_selected === 1 ? '是' : '否',
      line.invalid_reason || '可购买',
    ]),
    footer: [
      ['商品原价合计(元)', cart.totals.raw_amount],
      ['已选商品金额(元)', cart.totals.goods_amount],
    ],
  };
  return { bytes: await workbookOf(sheet), fileName: `购物车-${stamp()}.xlsx` };
}

/** What an order still owes: its payable part while unpaid, nothing once paid or cancelled. */
export const owedOf = (order: Pick<OrderSummary, 'status' | 'payable_amount'>): Fen =>
  order.status === ORDER_STATUS.unpaid ? parseYuan(order.payable_amount) : 0;

/**
 * The order's money as the sheet's footer states it, each row from the order's own amounts, so they
 * add up: goods − activity − coupon − voucher + shipping = total = balance part + paid online or by
 * transfer + still owed. The balance part is taken at submit and the rest once paid; an order
 * cancelled before it was paid gave its balance part back, so it paid nothing.
 */
export function orderMoneyRows(order: OrderDetail): [string, string][] {
  const a = order.amounts;
  const everPaid = order.paid_at !== null;
  const unpaid = order.status === ORDER_STATUS.unpaid;
  const byBalance = everPaid || unpaid ? parseYuan(a.balance_amount) : 0;
  const byPayment = everPaid ? parseYuan(a.paid_amount) : 0;
  return [
    ['商品金额(元)', a.goods_amount],
    ['活动优惠(元)', a.activity_amount],
    ['优惠券(元)', a.coupon_amount],
    ['现金券(元)', a.voucher_amount],
    ['运费(元)', a.shipping_amount],
    ['订单总额(元)', order.total_amount],
    ['余额抵扣(元)', formatFen(byBalance)],
    ['在线/转账支付(元)', formatFen(byPayment)],
    ['已付金额(元)', formatFen(byBalance + byPayment)],
    ['待付金额(元)', formatFen(owedOf(order))],
    ['已退款(元)', a.refunded_amount],
  ];
}

export async function exportOrder(ctx: AppContext, session: SessionInfo, id: number): Promise<ExportFile> {
  const order = await orderDetail(ctx, session, id);
  const sheet: ExportSheet = {
    name: '订单',
    heading: [
      ['订单号', order.order_no],
      ['下单时间', formatChinaTime(order.created_at, TIME)],
      ['订单状态', order.status_text],
      ['支付方式', order.pay_method ? PAY_METHOD_TEXT[order.pay_method] : ''],
      ['收货人', order.address.consignee, order.address.phone],
    ],
    columns: [
      text('商品名称', 30),
      text('通用名'),
      text('规格'),
      text('生产厂家', 28),
      text('批准文号', 22),
      text('批号'),
      text('有效期至'),
      text('单位', 8),
      money('单价(元)'),
      count('数量'),
      money('金额(元)'),
      count('赠品数量'),
      count('已退数量'),
    ],
    rows: order.lines.map((line) => [
      line.name,
      line.generic_name,
      line.ypgg,
      line.sccj,
      line.approval_number,
      line.batch_number,
      line.expiry_date,
      line.bzdw,
      line.price,
      line.number,
      line.amount,
      line.gift_number,
      line.refunded_number,
    ]),
    footer: orderMoneyRows(order),
  };
  return { bytes: await workbookOf(sheet), fileName: `订单-${order.order_no}.xlsx` };
}

export async function exportOrderHistory(
  ctx: AppContext,
  session: SessionInfo,
  query: Omit<ListQuery, 'page' | 'page_size'>,
): Promise<ExportFile> {
  const rows: ExportSheet['rows'] = [];
  for (let page = 1; rows.length < MAX_EXPORT_ORDERS; page++) {
    const result = await orderPage(ctx, session, { ...query, page, page_size: MAX_PAGE_SIZE });
    for (const order of result.list) {
      rows.push([
        order.order_no,
        formatChinaTime(order.created_at, TIME),
        order.status_text,
        order.pay_method ? PAY_METHOD_TEXT[order.pay_method] : '',
        order.line_count,
        order.lines.map((l) => l.name).join('、') + (order.line_count > order.lines.length ? ' 等' : ''),
        order.total_amount,
        formatFen(owedOf(order)),
      ]);
    }
    if (result.list.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= result.total) break;
  }
  const filters = [
    query.start_time || query.end_time ? `${query.start_time ?? ''} 至 ${query.end_time ?? ''}` : '全部日期',
    query.keywords ? `关键词：${query.keywords}` : '',
  ].filter(Boolean);
  const sheet: ExportSheet = {
    name: '订单记录',
    heading: [
      ['订单记录'],
      ['筛选', filters.join('；')],
      ['导出时间', formatChinaTime(Date.now() / 1000, TIME)],
    ],
    columns: [
      text('订单号', 24),
      text('下单时间'),
      text('订单状态', 10),
      text('支付方式', 10),
      count('商品种数'),
      text('商品', 40),
      money('订单总额(元)'),
      money('待付金额(元)'),
    ],
    rows: rows.slice(0, MAX_EXPORT_ORDERS),
  };
  return { bytes: await workbookOf(sheet), fileName: `订单记录-${stamp()}.xlsx` };
}
