/**
 * demo's wallet (DESIGN §7): coupon templates and the coupons its main store holds (usable,
 * used on an order, returned by a cancelled one, expired), cash vouchers, the invoice profiles of
 * demo and demo2, the bank account a transfer goes to, the recharge tiers, and a year of balance
 * history before the demo orders (recharges with their paid recharge rows, order payments, refunds).
 * The balance ledger is written by demo-orders.ts, which adds its orders' payments and refunds to
 * this history, so balance_after runs as one chain.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import type { Movement } from './demo-order-rows.ts';
import { DEMO_COMPANY_ID } from './pricing.ts';

const DAY_MS = 86_400_000;
const DEMO2_COMPANY_ID = 3;
const DEMO_MEMBER_ID = 1;

/** Settings 'bank_transfer': the keys modules/payment/bank-account.ts reads. */
export const BANK_TRANSFER = { bank_name: '中国工商银行杭州分行营业部', account: '1202 0219 0920 0012 345' };

export const COUPON_ID = { reduce1000: 1, reduce3000: 2, discount2000: 3, reduce500: 4 } as const;

const COUPONS: [id: number, title: string, kind: 'reduce' | 'discount', threshold: number, value: number][] =
  [
    [COUPON_ID.reduce1000, '满1000减50', 'reduce', 100_000, 5_000],
    [COUPON_ID.reduce3000, '满3000减150', 'reduce', 300_000, 15_000],
    [COUPON_ID.discount2000, '满2000享98折', 'discount', 200_000, 98],
    [COUPON_ID.reduce500, '满500减20', 'reduce', 50_000, 2_000],
  ];

/**
 * The tiers /api/moneys/moneyConfig offers: [id, title, amount, voucher, coupon]; fen. The largest
 * tiers add a coupon to the cash voucher.
 */
export const RECHARGE_TIERS: [number, string, number, number, number | null][] = [
  [1, '充值1000元', 100_000, 2_000, null],
  [2, '充值3000元', 300_000, 8_000, null],
  [3, '充值5000元', 500_000, 15_000, COUPON_ID.reduce1000],
  [4, '充值10000元', 1_000_000, 40_000, COUPON_ID.reduce3000],
];

/**
 * demo's year before its orders: [days ago, fen, kind, note]. Recharges get a paid recharge row;
 * payments and refunds belong to orders older than the demo's order list.
 */
const HISTORY: [number, number, Movement['kind'], string][] = [
  [350, 3_000_000, 'recharge', ''],
  [340, -865_050, 'order_pay', '采购订单余额支付'],
  [325, -623_000, 'order_pay', '采购订单余额支付'],
  [318, 128_000, 'order_refund', '订单取消退款'],
  [300, -987_040, 'order_pay', '采购订单余额支付'],
  [290, 2_000_000, 'recharge', ''],
  [275, -734_000, 'order_pay', '采购订单余额支付'],
  [262, -518_060, 'order_pay', '采购订单余额支付'],
  [248, -462_000, 'order_pay', '采购订单余额支付'],
  [236, 56_000, 'after_sale_refund', '售后退款'],
  [225, 1_500_000, 'recharge', ''],
  [210, -936_080, 'order_pay', '采购订单余额支付'],
  [196, -647_000, 'order_pay', '采购订单余额支付'],
  [183, -398_020, 'order_pay', '采购订单余额支付'],
  [170, 3_000_000, 'recharge', ''],
  [158, -1_245_000, 'order_pay', '采购订单余额支付'],
  [144, 98_000, 'order_refund', '订单取消退款'],
  [131, -876_030, 'order_pay', '采购订单余额支付'],
  [118, -729_000, 'order_pay', '采购订单余额支付'],
  [105, 1_000_000, 'recharge', ''],
  [92, -684_050, 'order_pay', '采购订单余额支付'],
  [80, -512_000, 'order_pay', '采购订单余额支付'],
  [67, 32_050, 'after_sale_refund', '售后退款'],
  [58, -439_000, 'order_pay', '采购订单余额支付'],
];

const rechargeNoOf = (i: number) => `RC2026${String(1000 + i).padStart(16, '0')}`;
const historyPaymentNoOf = (i: number) => `PAY2026${String(5000 + i).padStart(20, '0')}`;

/** The history's ledger movements, recharges noted with their recharge numbers. */
export function historyMovements(now: Date): Movement[] {
  return HISTORY.map(([ago, amount, kind, note], i) => ({
    amount,
    kind,
    orderId: null,
    note: kind === 'recharge' ? `在线充值 ${rechargeNoOf(i)}` : note,
    at: new Date(now.getTime() - ago * DAY_MS),
  }));
}

async function seedRecharges(handle: DbHandle, now: Date, memberId: number): Promise<void> {
  await bulkInsert(
    handle,
    'recharge_tiers',
    [
      { name: 'id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'amount', kind: 'int' },
      { name: 'bonus_voucher', kind: 'int' },
      { name: 'bonus_coupon_id', kind: 'int' },
      { name: 'sort', kind: 'int' },
    ],
    RECHARGE_TIERS.map(([id, title, amount, voucher, coupon]) => [id, title, amount, voucher, coupon, id]),
  );
  const rows = HISTORY.flatMap(([ago, amount, kind], i) => {
    if (kind !== 'recharge') return [];
    const at = new Date(now.getTime() - ago * DAY_MS);
    return [
      [
        rechargeNoOf(i),
        historyPaymentNoOf(i),
        DEMO_COMPANY_ID,
        memberId,
        amount,
        1,
        `SB${historyPaymentNoOf(i).slice(3)}`,
        new Date(at.getTime() - 3 * 60_000),
        at,
      ],
    ];
  });
  await bulkInsert(
    handle,
    'recharges',
    [
      { name: 'recharge_no', kind: 'text' },
      { name: 'payment_no', kind: 'text' },
      { name: 'company_id', kind: 'int' },
      { name: 'member_id', kind: 'int' },
      { name: 'amount', kind: 'int' },
      { name: 'status', kind: 'int' },
      { name: 'gateway_ref', kind: 'text' },
      { name: 'created_at', kind: 'timestamptz' },
      { name: 'paid_at', kind: 'timestamptz' },
    ],
    rows,
  );
}

/** member_coupons ids of demo's store. */
export const MEMBER_COUPON = {
  /** used on the completed order paid from the balance */
  used: 1,
  unused1000: 2,
  /** held by the cancelled order, then returned */
  returned3000: 3,
  discount: 4,
  expired: 5,
} as const;

/** cash_vouchers ids of demo's store. */
export const VOUCHER = { unused20: 1, unused50: 2, used20: 3 } as const;
export const VOUCHER_20 = { amount: 2_000, minAmount: 50_000 };

/** The coupon and voucher the orders use: their order ids and times are set by demo-orders.ts. */
export interface WalletUse {
  couponOrderId: number | null;
  couponUsedAt: Date | null;
  voucherOrderId: number | null;
  voucherUsedAt: Date | null;
}

export async function seedWallet(handle: DbHandle, now: Date): Promise<void> {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await bulkInsert(
    handle,
    'coupons',
    [
      { name: 'id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'kind', kind: 'text' },
      { name: 'threshold', kind: 'int' },
      { name: 'value', kind: 'int' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    COUPONS.map((c) => [...c, days(-60)]),
  );
  // [id, coupon, status, from, to, received]: days from now.
  const held: [number, number, 0 | 1 | 2, number, number, number][] = [
    [MEMBER_COUPON.used, COUPON_ID.reduce1000, 1, -20, 10, -20],
    [MEMBER_COUPON.unused1000, COUPON_ID.reduce1000, 0, -2, 28, -2],
    [MEMBER_COUPON.returned3000, COUPON_ID.reduce3000, 0, -10, 20, -10],
    [MEMBER_COUPON.discount, COUPON_ID.discount2000, 0, -3, 27, -3],
    [MEMBER_COUPON.expired, COUPON_ID.reduce500, 2, -40, -10, -40],
  ];
  await bulkInsert(
    handle,
    'member_coupons',
    [
      { name: 'id', kind: 'int' },
      { name: 'company_id', kind: 'int' },
      { name: 'coupon_id', kind: 'int' },
      { name: 'status', kind: 'int' },
      { name: 'valid_from', kind: 'timestamptz' },
      { name: 'valid_to', kind: 'timestamptz' },
      { name: 'received_at', kind: 'timestamptz' },
    ],
    held.map(([id, coupon, status, from, to, received]) => [
      id,
      DEMO_COMPANY_ID,
      coupon,
      status,
      days(from),
      days(to),
      days(received),
    ]),
  );
  await bulkInsert(
    handle,
    'cash_vouchers',
    [
      { name: 'id', kind: 'int' },
      { name: 'company_id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'amount', kind: 'int' },
      { name: 'min_amount', kind: 'int' },
      { name: 'status', kind: 'int' },
      { name: 'valid_to', kind: 'timestamptz' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    [
      [
        VOUCHER.unused20,
        '20元现金券（满500元可用）',
        VOUCHER_20.amount,
        VOUCHER_20.minAmount,
        0,
        days(30),
        days(-5),
      ],
      [VOUCHER.unused50, '50元现金券（满2000元可用）', 5_000, 200_000, 0, days(45), days(-5)],
      [
        VOUCHER.used20,
        '20元现金券（满500元可用）',
        VOUCHER_20.amount,
        VOUCHER_20.minAmount,
        1,
        days(20),
        days(-15),
      ],
    ].map((row) => [row[0], DEMO_COMPANY_ID, ...row.slice(1)]),
  );
  await seedInvoiceProfiles(handle);
  await seedRecharges(handle, now, DEMO_MEMBER_ID);
  await handle.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)', [
    'bank_transfer',
    JSON.stringify(BANK_TRANSFER),
  ]);
}

/** Marks the used coupon and voucher with the orders that used them. */
export async function markWalletUse(handle: DbHandle, use: WalletUse): Promise<void> {
  await handle.query('UPDATE member_coupons SET order_id = $1, used_at = $2 WHERE id = $3', [
    use.couponOrderId,
    use.couponUsedAt?.toISOString() ?? null,
    MEMBER_COUPON.used,
  ]);
  await handle.query('UPDATE cash_vouchers SET order_id = $1, used_at = $2 WHERE id = $3', [
    use.voucherOrderId,
    use.voucherUsedAt?.toISOString() ?? null,
    VOUCHER.used20,
  ]);
}

async function seedInvoiceProfiles(handle: DbHandle): Promise<void> {
  const names = new Map(
    (
      await handle.query<{ id: number; name: string }>(
        'SELECT id, name FROM companies WHERE id = ANY($1::int[])',
        [[DEMO_COMPANY_ID, DEMO2_COMPANY_ID]],
      )
    ).map((c) => [c.id, c.name]),
  );
  await bulkInsert(
    handle,
    'invoice_profiles',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'invoice_type', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'tax_number', kind: 'text' },
      { name: 'bank_name', kind: 'text' },
      { name: 'bank_account', kind: 'text' },
      { name: 'reg_address', kind: 'text' },
      { name: 'reg_phone', kind: 'text' },
      { name: 'email', kind: 'text' },
    ],
    [
      [
        DEMO_COMPANY_ID,
        2,
        names.get(DEMO_COMPANY_ID) ?? '',
        '91330106MA2H4K7N3X',
        '中国工商银行杭州文三路支行',
        '1202 0213 0910 0456 789',
        '浙江省杭州市西湖区文三路478号华星时代广场1楼',
        '0571-88861234',
        'caiwu@kangyuan-demo.cn',
      ],
      [
        DEMO2_COMPANY_ID,
        3,
        names.get(DEMO2_COMPANY_ID) ?? '',
        '92420106MA4K8P2Q1R',
        '',
        '',
        '',
        '',
        'renhe-clinic@example.com',
      ],
    ],
  );
}
