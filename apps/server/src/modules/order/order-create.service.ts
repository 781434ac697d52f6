/**
 * POST /api/order/preview and POST /api/order. Creation is one transaction, locks taken in the
 * order every money path follows: the company row (so one store's submits run one at a time and
 * a repeated idempotency key finds the first order), then the offers in id order (so parallel
 * buyers of one offer queue on it and the stock they read is the stock they take).
 */
import { formatFen } from '@mall/shared/money';
import {
  INVOICE_TYPES,
  ORDER_MESSAGES,
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  type OrderAmounts,
  type OrderCreated,
  type ShippedTo,
} from '@mall/shared/order';
import { shareByAmount } from '@mall/shared/pricing/coupon';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { LineRow } from '../cart/cart.repository.ts';
import { lineScopes } from '../cart/cart.service.ts';
import { amountsRead, couponBasis } from '../checkout/checkout-amounts.ts';
import { type Quote, quoteOrder } from '../checkout/checkout-quote.ts';
import { outOfStockMessage, type Reprice, selectedLines } from '../checkout/checkout-selection.ts';
import type { StoreRow } from '../store/store.repository.ts';
import { STORE_NOT_FOUND, storeOf } from '../store/store.service.ts';
import {
  lockOffers,
  type OpenedOrder,
  type OrderHead,
  openOrder,
  placeOrderRows,
} from './order.repository.ts';
import type { ChoicesBody, CreateBody } from './order.schemas.ts';
import { AUTO_CANCEL_JOB } from './order-auto-cancel.ts';
import { type NewOrderLine, orderLinesOf, snapshotStocks, stockTaking } from './order-lines.ts';
import { orderNumbers } from './order-number.ts';

export const SUBMITTED_EVENT = '订单已提交';
export const PAID_EVENT = '订单已支付';

export async function previewOrder(
  ctx: DbContext,
  session: SessionInfo,
  choices: ChoicesBody,
): Promise<OrderAmounts> {
  const store = await storeOf(ctx.db, session.companyId);
  const lines = await selectedLines(ctx.db, store.id, choices.ids);
  const quote = await quoteOrder(ctx.db, session, store, lines, choices, { lock: false });
  return amountsRead(quote.amounts, quote.storeBalance);
}

const createdOf = (head: OrderHead): OrderCreated => ({
  id: head.id,
  order_no: head.order_no,
  status: head.status,
  payable_amount: formatFen(head.payable_amount),
  expires_at: Math.floor(head.expires_at),
});

function addressOf(opened: OpenedOrder): ShippedTo {
  if (!opened.address) throw new AppError('bad_request', ORDER_MESSAGES.addressMissing);
  return opened.address;
}

function invoiceOf({ store, invoice }: OpenedOrder) {
  // Without a profile the store still gets an electronic invoice in its own name.
  const type = invoice?.invoice_type ?? 3;
  return {
    ...(invoice ?? { title: store.name, tax_number: '' }),
    invoice_type: type,
    invoice_type_text: INVOICE_TYPES[type],
  };
}

/** The checkout's choices on whatever the order is made of. */
export type OrderChoices = Omit<CreateBody, 'ids'>;

/**
 * What an order is made of: the store's selected cart lines (the checkout), or a line made for
 * it by an activity that sells at its own price (a group buy). Every hook runs inside the order's
 * transaction, after the store lock.
 */
export interface OrderSource {
  /**
   * locks taken before the store's: rows whose other writers lock them before a store (a group
   * buy's row, which its settlement holds while it locks the joined stores)
   */
  prepare?(tx: Executor): Promise<void>;
  /** the lines to order; cart lines are deleted once ordered when `fromCart` */
  lines(tx: Executor, store: StoreRow): Promise<LineRow[]>;
  fromCart: boolean;
  /** prices a line otherwise than the catalogue does */
  reprice?: Reprice;
  /** refuses (AppError) before anything is taken; may lock the activity's own rows */
  check?(tx: Executor, store: StoreRow, now: Date): Promise<void>;
  /** the unpaid order's deadline when earlier than the usual one */
  payBy?: Date;
  /** after the order and its lines are written */
  written?(tx: Executor, store: StoreRow, orderId: number, lines: readonly NewOrderLine[]): Promise<void>;
}

const cartSource = (ids: readonly number[]): OrderSource => ({
  lines: (tx, store) => selectedLines(tx, store.id, ids),
  fromCart: true,
});

/**
 * Writes the priced order in one call (placeOrderRows): the stock its lines take (gifts while the
 * stock the snapshot read under lock lasts), the head, lines, coupon, voucher, balance, events, the
 * auto-cancel job of an unpaid order and, for a checkout, the cart lines. A refusal rolls it back.
 */
async function writeOrder(
  tx: Executor,
  session: SessionInfo,
  opened: OpenedOrder,
  body: OrderChoices,
  quote: Quote,
  now: Date,
  payBy: Date | undefined,
  cartLineIds: readonly number[] | null,
): Promise<{ head: OrderHead; lines: NewOrderLine[] }> {
  const { amounts } = quote;
  const shares = shareByAmount(
    amounts.coupon,
    couponBasis(quote.cart.pricing, lineScopes(quote.cart.snapshot), quote.couponScopeIds),
  );
  const wanted = orderLinesOf(quote.cart, shares);
  const { lines, take } = stockTaking(wanted, snapshotStocks(quote.cart));
  const paidInFull = amounts.payable === 0;
  const usual = now.getTime() + ORDER_PAY_MINUTES * 60_000;
  const expiresAt = new Date(Math.min(usual, payBy?.getTime() ?? usual));
  const outcome = await placeOrderRows(tx, {
    companyId: opened.store.id,
    memberId: session.memberId,
    status: paidInFull ? ORDER_STATUS.toShip : ORDER_STATUS.unpaid,
    idempotencyKey: body.idempotency_key,
    ...amounts,
    payMethod: paidInFull ? 'balance' : null,
    couponId: quote.couponId,
    voucherId: quote.voucherId,
    address: addressOf(opened),
    invoice: invoiceOf(opened),
    documents: [...new Set(body.documents)],
    remark: body.remark,
    expiresAt,
    paidAt: paidInFull ? now : null,
    numbers: orderNumbers(now, 8),
    take,
    lines,
    events: [
      { title: SUBMITTED_EVENT, note: '', actor: 'buyer' },
      ...(paidInFull ? [{ title: PAID_EVENT, note: '余额支付', actor: 'buyer' }] : []),
    ],
    balanceNote: '订单{no}余额抵扣',
    jobKind: paidInFull ? null : AUTO_CANCEL_JOB,
    cartLineIds,
  });
  if ('shortOfferId' in outcome) {
    const name = lines.find((line) => line.offer_id === outcome.shortOfferId)?.name ?? '';
    throw new AppError('bad_request', outOfStockMessage(name));
  }
  if ('balanceShort' in outcome) throw new AppError('bad_request', ORDER_MESSAGES.balanceShort);
  return { head: outcome.head, lines };
}

export async function createOrder(
  ctx: DbContext,
  session: SessionInfo,
  body: CreateBody,
  now = new Date(),
): Promise<OrderCreated> {
  return placeOrder(ctx, session, body, cartSource(body.ids), now);
}

/** One order from `source`, with the checkout's choices: the one path every order is made by. */
export async function placeOrder(
  ctx: DbContext,
  session: SessionInfo,
  body: OrderChoices,
  source: OrderSource,
  now = new Date(),
): Promise<OrderCreated> {
  return ctx.db.transaction(async (tx) => {
    if (source.prepare) await source.prepare(tx);
    const opened = await openOrder(tx, session.companyId, body.idempotency_key, body.address_id);
    if (!opened) throw new AppError('not_found', STORE_NOT_FOUND);
    if (opened.existing) return createdOf(opened.existing);
    const { store } = opened;

    if (source.check) await source.check(tx, store, now);
    const lines = await source.lines(tx, store);
    const offerIds = lines.flatMap((l) => [
      ...(l.offer_id === null ? [] : [l.offer_id]),
      ...l.item_offer_ids,
    ]);
    // Locked before they are read: the snapshot below sees the stock this order will take from.
    // (Locking them in the snapshot's own read, FOR UPDATE on its joins, saved this round trip but
    // showed no gain in bench/checkout-ab.ts: PostgreSQL's CPU per order rose as much.)
    const locked = new Set(offerIds);
    await lockOffers(
      tx,
      [...locked].sort((a, b) => a - b),
    );
    const quote = await quoteOrder(tx, session, store, lines, body, {
      lock: true,
      balance: opened.balance,
      now,
      ...(source.reprice ? { reprice: source.reprice } : {}),
    });
    const written = await writeOrder(
      tx,
      session,
      opened,
      body,
      quote,
      now,
      source.payBy,
      source.fromCart ? lines.map((l) => l.id) : null,
    );
    const { head } = written;
    if (source.written) await source.written(tx, store, head.id, written.lines);
    return createdOf(head);
  });
}
