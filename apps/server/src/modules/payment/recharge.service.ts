/**
 * Balance recharge (DESIGN §6). userRecharge records a pending recharge and opens an online payment
 * for it through the gateway; nothing is credited then. The provider's verified callback (or the
 * sandbox cashier's confirm) settles it once, under the store and recharge locks: the recharge moves
 * to paid, the balance gets a 'recharge' ledger row and the tier's bonus (cash voucher, coupon) is
 * given, all in one transaction, so a replayed or concurrent callback finds it paid and adds nothing.
 *
 * A recharge is its own online payment (recharges.payment_no), so the order payments and their
 * code are untouched; /api/pay/notify and the sandbox cashier look a number up in both.
 */
import { randomInt } from 'node:crypto';
import { formatFen } from '@mall/shared/money';
import type { PayNotifyResult } from '@mall/shared/payment';
import {
  type MoneyConfig,
  RECHARGE_LIMITS,
  RECHARGE_MESSAGES,
  RECHARGE_PAY_MINUTES,
  type Recharge,
  type RechargeStart,
  type RechargeTier,
} from '@mall/shared/recharge';
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.repository.ts';
import { insertMessage } from '../order-read/order-rows.repository.ts';
import { appendBalance } from '../wallet/balance.service.ts';
import { grantCoupon, insertVoucher } from '../wallet/bonus.repository.ts';
import { newPaymentNo, type PaymentContext } from './payment.service.ts';
import {
  closeRecharge,
  findActiveTier,
  findOwnRecharge,
  insertRecharge,
  listActiveTiers,
  lockRecharge,
  RECHARGE_CLOSED,
  RECHARGE_PAID,
  RECHARGE_PENDING,
  type RechargeRow,
  setRechargePaid,
  type TierRow,
} from './recharge.repository.ts';

/** 「50」 for whole yuan, 「50.50」 otherwise. */
const yuanText = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : formatFen(fen));

function bonusText(voucher: number, couponTitle: string | null): string {
  const parts: string[] = [];
  if (voucher > 0) parts.push(`${yuanText(voucher)}元现金券`);
  if (couponTitle) parts.push(`「${couponTitle}」优惠券`);
  return parts.length > 0 ? `赠送${parts.join('、')}` : '';
}

function tierRead(t: TierRow): RechargeTier {
  return {
    id: t.id,
    title: t.title,
    amount: formatFen(t.amount),
    bonus_voucher: t.bonus_voucher > 0 ? formatFen(t.bonus_voucher) : null,
    bonus_coupon:
      t.bonus_coupon_id !== null && t.coupon_title !== null
        ? { id: t.bonus_coupon_id, title: t.coupon_title }
        : null,
    bonus_text: bonusText(t.bonus_voucher, t.coupon_title),
  };
}

export async function moneyConfig(ctx: PaymentContext): Promise<MoneyConfig> {
  const tiers = await listActiveTiers(ctx.db);
  return {
    tiers: tiers.map(tierRead),
    min: formatFen(RECHARGE_LIMITS.minYuan * 100),
    max: formatFen(RECHARGE_LIMITS.maxYuan * 100),
    online: ctx.sandbox,
  };
}

/** RC + 20 digits from the CSPRNG: a number tells nothing of another. */
function newRechargeNo(): string {
  const ten = () => String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  return `RC${ten()}${ten()}`;
}

/** The job every recharge gets at its start, due when its payment window ends. */
export const RECHARGE_CLOSE_JOB = 'recharge.close_unpaid';

/**
 * Closes a recharge still unpaid when its window ends, under its row lock, so a callback settling
 * it meanwhile is seen and not overwritten. A provider reporting money later is still credited
 * (settleRecharge credits a closed recharge the provider says was paid).
 */
export const closeUnpaidRechargeJob: JobHandler = async (tx, payload) => {
  const id = Number(payload.recharge_id);
  if (!Number.isSafeInteger(id)) throw new Error(`bad recharge-close payload: ${JSON.stringify(payload)}`);
  const recharge = await lockRecharge(tx, id);
  if (recharge?.status === RECHARGE_PENDING) await closeRecharge(tx, id);
};

export function rechargeRead(r: RechargeRow): Recharge {
  return {
    recharge_no: r.recharge_no,
    payment_no: r.payment_no,
    amount: formatFen(r.amount),
    bonus_text: r.bonus_text,
    status: r.status,
    created_at: r.created_at,
    paid_at: r.paid_at,
  };
}

export async function startRecharge(
  ctx: PaymentContext,
  session: SessionInfo,
  choice: { tier_id?: number | undefined; amount?: number | undefined },
): Promise<RechargeStart> {
  if (!ctx.sandbox) throw new AppError('bad_request', RECHARGE_MESSAGES.onlineUnavailable);
  let tier: TierRow | undefined;
  if (choice.tier_id !== undefined) {
    tier = await findActiveTier(ctx.db, choice.tier_id);
    if (!tier) throw new AppError('bad_request', RECHARGE_MESSAGES.tierMissing);
  }
  const amount = tier ? tier.amount : (choice.amount ?? 0) * 100;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertRecharge(tx, {
      rechargeNo: newRechargeNo(),
      paymentNo: newPaymentNo(),
      companyId: session.companyId,
      memberId: session.memberId,
      tierId: tier?.id ?? null,
      amount,
      bonusVoucher: tier?.bonus_voucher ?? 0,
      bonusVoucherDays: tier?.bonus_voucher_days ?? 90,
      bonusCouponId: tier?.bonus_coupon_id ?? null,
      bonusCouponDays: tier?.bonus_coupon_days ?? 30,
      bonusText: tier ? bonusText(tier.bonus_voucher, tier.coupon_title) : '',
    });
    await enqueueJob(
      tx,
      RECHARGE_CLOSE_JOB,
      { recharge_id: created.id },
      new Date(Date.now() + RECHARGE_PAY_MINUTES * 60_000),
    );
    return created;
  });
  const { qrUrl } = ctx.gateway.createPayment({ paymentNo: row.payment_no, amount });
  return { ...rechargeRead(row), qr_url: qrUrl };
}

export async function ownRecharge(
  ctx: PaymentContext,
  session: SessionInfo,
  rechargeNo: string,
): Promise<Recharge> {
  const row = await findOwnRecharge(ctx.db, session.companyId, rechargeNo);
  if (!row) throw new AppError('not_found', RECHARGE_MESSAGES.notFound);
  return rechargeRead(row);
}

export const RECHARGE_NOTIFY = {
  paid: RECHARGE_MESSAGES.paid,
  closed: '充值已取消',
  unchanged: '该充值已处理',
} as const;

/**
 * The outcome of a recharge's payment, decided once under the locks; callers have established it
 * is real (a verified callback, or the paying store's own act in the sandbox cashier). A provider
 * may report money taken for a recharge the buyer had closed: the money is real, so it is credited.
 * `pendingOnly`: the sandbox settles only a recharge still open, as its page offers.
 */
export async function settleRecharge(
  ctx: PaymentContext,
  found: RechargeRow,
  result: PayNotifyResult,
  options: { pendingOnly?: boolean } = {},
): Promise<{ msg: string; recharge: RechargeRow }> {
  return ctx.db.transaction(async (tx) => {
    await lockStore(tx, found.company_id);
    const recharge = await lockRecharge(tx, found.id);
    if (!recharge) throw new AppError('not_found', RECHARGE_MESSAGES.notFound);
    const answer = (msg: string, status: RechargeRow['status']) => ({
      msg,
      recharge: { ...recharge, status },
    });
    if (recharge.status === RECHARGE_PAID) return answer(RECHARGE_NOTIFY.unchanged, recharge.status);
    if (options.pendingOnly && recharge.status !== RECHARGE_PENDING)
      return answer(RECHARGE_NOTIFY.unchanged, recharge.status);
    if (result === 'cancelled') {
      if (recharge.status !== RECHARGE_PENDING) return answer(RECHARGE_NOTIFY.unchanged, recharge.status);
      await closeRecharge(tx, recharge.id);
      return answer(RECHARGE_NOTIFY.closed, RECHARGE_CLOSED);
    }

    await setRechargePaidAndCredit(tx, recharge);
    return answer(RECHARGE_NOTIFY.paid, RECHARGE_PAID);
  });
}

async function setRechargePaidAndCredit(tx: Executor, r: RechargeRow): Promise<void> {
  await setRechargePaid(tx, r.id, `SB${r.payment_no.slice(3)}`);
  await appendBalance(tx, r.company_id, r.amount, 'recharge', null, `在线充值 ${r.recharge_no}`);
  if (r.bonus_voucher > 0)
    await insertVoucher(tx, {
      companyId: r.company_id,
      title: `${yuanText(r.bonus_voucher)}元现金券（充值赠送）`,
      amount: r.bonus_voucher,
      minAmount: 0,
      days: r.bonus_voucher_days,
    });
  if (r.bonus_coupon_id !== null)
    await grantCoupon(tx, {
      companyId: r.company_id,
      couponId: r.bonus_coupon_id,
      days: r.bonus_coupon_days,
    });
  await insertMessage(
    tx,
    r.company_id,
    '余额充值成功',
    `您的充值 ${r.recharge_no} 已到账 ¥${formatFen(r.amount)}${r.bonus_text ? `，${r.bonus_text}` : ''}。`,
  );
}
