/**
 * The wallet reads of the member centre: balance and its ledger, coupons and cash vouchers. The
 * coupons usable on a selection are the checkout module's.
 */
import type { Page } from '@mall/shared/codes';
import { formatFen } from '@mall/shared/money';
import type { CashVoucher, MemberCoupon } from '@mall/shared/order';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  type CouponRow,
  countUnusedCoupons,
  pageCoupons,
  pageVouchers,
  type VoucherRow,
} from './coupon.repository.ts';
import { currentBalance, type LedgerFilter, pageLedger } from './money-log.repository.ts';

export interface PageQuery {
  page: number;
  page_size: number;
}

const KIND_TEXT = {
  recharge: '余额充值',
  order_pay: '订单支付',
  order_refund: '订单取消退款',
  after_sale_refund: '售后退款',
  adjust: '余额调整',
  lottery: '抽奖奖励',
  cashback: '满额返',
  cashback_reverse: '满额返扣回',
} as const;

/** One row of GET /api/user/user_money_log. */
export interface MoneyLogEntry {
  id: number;
  /** signed yuan */
  amount: string;
  balance_after: string;
  kind: keyof typeof KIND_TEXT;
  kind_text: string;
  note: string;
  created_at: number;
}

export const pageOf = <T>(list: T[], total: number, q: PageQuery): Page<T> => ({
  list,
  total,
  page: q.page,
  page_size: q.page_size,
});
export const offsetOf = (q: PageQuery) => (q.page - 1) * q.page_size;

export async function balanceOf(ctx: DbContext, session: SessionInfo): Promise<{ balance: string }> {
  return { balance: formatFen(await currentBalance(ctx.db, session.companyId)) };
}

/** The member centre's wallet card: balance and coupons ready to use. */
export async function walletSummary(
  ctx: DbContext,
  companyId: number,
): Promise<{ balance: string; coupons: number }> {
  const [balance, coupons] = await Promise.all([
    currentBalance(ctx.db, companyId),
    countUnusedCoupons(ctx.db, companyId),
  ]);
  return { balance: formatFen(balance), coupons };
}

export async function moneyLog(
  ctx: DbContext,
  session: SessionInfo,
  q: PageQuery & {
    use_type?: 1 | 2 | undefined;
    start_time?: string | undefined;
    end_time?: string | undefined;
  },
): Promise<Page<MoneyLogEntry>> {
  const filter: LedgerFilter = {
    ...(q.use_type ? { direction: q.use_type === 1 ? ('in' as const) : ('out' as const) } : {}),
    ...(q.start_time ? { from: q.start_time } : {}),
    ...(q.end_time ? { to: q.end_time } : {}),
  };
  const { rows, total } = await pageLedger(ctx.db, session.companyId, filter, q.page_size, offsetOf(q));
  const list = rows.map((r) => ({
    id: r.id,
    amount: formatFen(r.amount),
    balance_after: formatFen(r.balance_after),
    kind: r.kind,
    kind_text: KIND_TEXT[r.kind],
    note: r.note,
    created_at: Math.floor(r.created_at),
  }));
  return pageOf(list, total, q);
}

/** An unused coupon past its window reads as expired whatever its row says. */
export function couponRead(row: CouponRow, saving?: number): MemberCoupon {
  const expired = row.status === 0 && row.valid_to * 1000 <= Date.now();
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    threshold: formatFen(row.threshold),
    value: row.kind === 'reduce' ? formatFen(row.value) : null,
    rate: row.kind === 'discount' ? row.value : null,
    status: expired ? 2 : row.status,
    valid_from: Math.floor(row.valid_from),
    valid_to: Math.floor(row.valid_to),
    scope: row.scope,
    ...(saving === undefined ? {} : { saving: formatFen(saving) }),
  };
}

export const kindOfType = (type: 1 | 2 | undefined) =>
  type === 1 ? 'reduce' : type === 2 ? 'discount' : undefined;

export async function memberCoupons(
  ctx: DbContext,
  session: SessionInfo,
  q: PageQuery & { status?: 0 | 1 | 2 | undefined; type?: 1 | 2 | undefined },
): Promise<Page<MemberCoupon>> {
  const { rows, total } = await pageCoupons(
    ctx.db,
    session.companyId,
    { status: q.status, kind: kindOfType(q.type) },
    q.page_size,
    offsetOf(q),
  );
  return pageOf(
    rows.map((r) => couponRead(r)),
    total,
    q,
  );
}

function voucherRead(row: VoucherRow): CashVoucher {
  return {
    id: row.id,
    title: row.title,
    amount: formatFen(row.amount),
    min_amount: formatFen(row.min_amount),
    status: row.status === 0 && !row.in_window ? 2 : row.status,
    valid_to: Math.floor(row.valid_to),
  };
}

export async function cashVouchers(
  ctx: DbContext,
  session: SessionInfo,
  q: PageQuery & { status?: 0 | 1 | 2 | undefined },
): Promise<Page<CashVoucher>> {
  const { rows, total } = await pageVouchers(ctx.db, session.companyId, q.status, q.page_size, offsetOf(q));
  return pageOf(rows.map(voucherRead), total, q);
}
