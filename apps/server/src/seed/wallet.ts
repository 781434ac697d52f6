/**
 * demo's wallet (DESIGN §7): coupon templates and the coupons its main store holds (usable,
 * used on an order, returned by a cancelled one, expired), cash vouchers, the invoice profiles of
 * demo and demo2, and the bank account a transfer goes to. The balance ledger is written by
 * demo-orders.ts, whose orders the payments and refunds belong to.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { DEMO_COMPANY_ID } from './pricing.ts';

const DAY_MS = 86_400_000;
const DEMO2_COMPANY_ID = 3;

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
