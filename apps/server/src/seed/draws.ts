/**
 * The demo lucky draw: one activity running from three days ago for two months, seven prizes
 * (coupon, points, balance, gifts, 谢谢参与) with odds and stock, three chances each for the stores
 * of demo and demo2 (the home pop-up shows for both), and a few gifts already won by other stores
 * for the winners' marquee. Runs after the sequences move past the seeded ids.
 */
import type { DbHandle } from '../db/client.ts';
import { insertMedia, mediaUrl } from './media.ts';
import { esc, svgOpen } from './svg.ts';

const AD_ID = 'draw-ad.svg';

interface PrizeSeed {
  name: string;
  remarks: string;
  kind: 'coupon' | 'points' | 'balance' | 'goods' | 'none';
  amount: number;
  weight: number;
  stock: number | null;
}

const PRIZES: PrizeSeed[] = [
  {
    name: '满200减20优惠券',
    remarks: '7天内有效，下单时抵扣',
    kind: 'coupon',
    amount: 0,
    weight: 15,
    stock: 200,
  },
  { name: '100积分', remarks: '可在积分商城兑换礼品', kind: 'points', amount: 100, weight: 25, stock: null },
  { name: '5元余额', remarks: '直接存入门店余额', kind: 'balance', amount: 500, weight: 10, stock: 100 },
  { name: '20元余额', remarks: '直接存入门店余额', kind: 'balance', amount: 2000, weight: 2, stock: 10 },
  { name: '医用外科口罩一盒', remarks: '随下次订单一同发出', kind: 'goods', amount: 0, weight: 5, stock: 30 },
  { name: '电子血压计', remarks: '随下次订单一同发出', kind: 'goods', amount: 0, weight: 1, stock: 3 },
  { name: '谢谢参与', remarks: '祝您下次好运', kind: 'none', amount: 0, weight: 42, stock: null },
];

/** The pop-up's header picture: a warm gradient, a headline and a line of copy (no button: it is not a link). */
function adSvg(title: string, subtitle: string): string {
  const [w, h] = [440, 120];
  return `${svgOpen(w, h)}<defs><linearGradient id="draw-ad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8380d"/><stop offset="1" stop-color="#f7a23b"/></linearGradient></defs>\
<rect width="${w}" height="${h}" fill="url(#draw-ad)"/><circle cx="${w * 0.88}" cy="${h * 0.2}" r="${h * 0.5}" fill="#fff" opacity=".08"/>\
<text x="${w / 2}" y="62" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${esc(title)}</text>\
<text x="${w / 2}" y="94" font-size="16" fill="#fff" opacity=".92" text-anchor="middle">${esc(subtitle)}</text></svg>`;
}

/** Stores that already won a mask box (the marquee's history), by company id. */
const PAST_WINNERS = 5;

export async function seedDraws(handle: DbHandle, now: Date): Promise<void> {
  await insertMedia(handle, [
    { id: AD_ID, svg: adSvg('幸运大抽奖', '优惠券 · 积分 · 余额 · 好礼 等您来拿') },
  ]);
  const [coupon] = await handle.query<{ id: number }>(
    `INSERT INTO coupons (title, kind, threshold, value) VALUES ('抽奖专享 满200减20', 'reduce', 20000, 2000)
     RETURNING id`,
  );
  const [activity] = await handle.query<{ id: number }>(
    `INSERT INTO draw_activities (title, rules, starts_at, ends_at, chances_per_store, ad_image, ad_url)
     VALUES ('幸运大抽奖', $1, $2::timestamptz - interval '3 days', $2::timestamptz + interval '60 days', 0, $3, '/')
     RETURNING id`,
    [
      '1. 活动期间受邀门店每店可抽奖3次；2. 优惠券、积分、余额即时到账；3. 实物礼品随下次订单一同发出；4. 中奖结果可在会员中心查看。',
      now.toISOString(),
      mediaUrl(AD_ID),
    ],
  );
  const activityId = activity?.id;
  if (activityId === undefined || coupon === undefined) throw new Error('draw activity not seeded');
  for (const [sort, p] of PRIZES.entries()) {
    await handle.query(
      `INSERT INTO draw_prizes (activity_id, name, remarks, kind, coupon_id, coupon_days, amount, weight, stock, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        activityId,
        p.name,
        p.remarks,
        p.kind,
        p.kind === 'coupon' ? coupon.id : null,
        p.kind === 'coupon' ? 7 : null,
        p.amount,
        p.weight,
        p.stock,
        sort,
      ],
    );
  }
  await handle.query(
    `INSERT INTO draw_chances (activity_id, company_id, extra)
     SELECT $1, c.id, 3 FROM companies c JOIN members m ON m.id = c.member_id
     WHERE m.username IN ('demo', 'demo2')`,
    [activityId],
  );
  // Other stores' past wins: one chance granted and used each, the gift already sent.
  const winners = await handle.query<{ company_id: number; member_id: number }>(
    `SELECT c.id AS company_id, c.member_id FROM companies c JOIN members m ON m.id = c.member_id
     WHERE m.username NOT IN ('demo', 'demo2') AND m.role = 'buyer' ORDER BY c.id LIMIT $1`,
    [PAST_WINNERS],
  );
  for (const [i, w] of winners.entries()) {
    await handle.query('INSERT INTO draw_chances (activity_id, company_id, extra) VALUES ($1, $2, 1)', [
      activityId,
      w.company_id,
    ]);
    await handle.query(
      `INSERT INTO draw_records (activity_id, company_id, member_id, prize_id, prize_name, prize_remarks,
         prize_kind, status, created_at)
       SELECT $1, $2, $3, p.id, p.name, p.remarks, p.kind, 'sent', $4::timestamptz - $5 * interval '7 hours'
       FROM draw_prizes p WHERE p.activity_id = $1 AND p.name = '医用外科口罩一盒'`,
      [activityId, w.company_id, w.member_id, now.toISOString(), i + 1],
    );
  }
  await handle.query(
    "UPDATE draw_prizes SET stock = stock - $2 WHERE activity_id = $1 AND name = '医用外科口罩一盒'",
    [activityId, winners.length],
  );
}
