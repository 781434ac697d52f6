/**
 * What demo bought and how each order went (see demo-orders.ts): the state, the number of lines
 * and the goods amount aimed at, when it was placed, how it was paid, the coupon or voucher it
 * used, the carrier, and the buyer's documents and remark.
 */
import type { CouponChoice } from './demo-order-build.ts';
import { MEMBER_COUPON } from './wallet.ts';

const MIN_MS = 60_000;
const DAY_MS = 86_400_000;

export interface Spec {
  id: number;
  status: 0 | 1 | 2 | 3 | 4;
  lines: number;
  /** goods at base prices, fen */
  target: number;
  ago: number;
  payMethod: 'balance' | 'online' | 'transfer' | null;
  coupon?: { memberCouponId: number; rule: CouponChoice };
  voucher?: boolean;
  carrier?: string;
  documents: string[];
  remark: string;
}

const REDUCE_1000: CouponChoice = { kind: 'reduce', threshold: 100_000, value: 5_000 };
const REDUCE_3000: CouponChoice = { kind: 'reduce', threshold: 300_000, value: 15_000 };

export const SPECS: Spec[] = [
  {
    id: 1,
    status: 0,
    lines: 2,
    target: 68_000,
    ago: 4 * MIN_MS,
    payMethod: null,
    documents: ['药检报告'],
    remark: '',
  },
  {
    id: 2,
    status: 1,
    lines: 3,
    target: 125_000,
    ago: DAY_MS + 120 * MIN_MS,
    payMethod: 'online',
    documents: ['首营资料', '药检报告'],
    remark: '请尽量发同一批号',
  },
  {
    id: 3,
    status: 2,
    lines: 2,
    target: 230_000,
    ago: 3 * DAY_MS,
    payMethod: 'transfer',
    carrier: '顺丰速运',
    documents: ['药检报告'],
    remark: '',
  },
  {
    id: 4,
    status: 3,
    lines: 3,
    target: 130_000,
    ago: 12 * DAY_MS,
    payMethod: 'balance',
    coupon: { memberCouponId: MEMBER_COUPON.used, rule: REDUCE_1000 },
    carrier: '顺丰速运',
    documents: ['首营资料', '药检报告'],
    remark: '',
  },
  {
    id: 5,
    status: 3,
    lines: 2,
    target: 86_000,
    ago: 8 * DAY_MS,
    payMethod: 'online',
    voucher: true,
    carrier: '京东物流',
    documents: [],
    remark: '工作日送货',
  },
  {
    id: 6,
    status: 4,
    lines: 2,
    target: 360_000,
    ago: 6 * DAY_MS,
    payMethod: null,
    coupon: { memberCouponId: MEMBER_COUPON.returned3000, rule: REDUCE_3000 },
    documents: [],
    remark: '',
  },
];

export const CANCEL_REASON = '商品选错/多选';
