/**
 * demo's past feedback and wanted varieties (issue 7), so /zzfw/yjfk and /zzfw/pzqg open on real
 * history: answered and unanswered feedback, and requests at every status, the 已上架 one linked
 * to an on-sale, uncontrolled goods. Runs after the catalogue and the members.
 */
import type { DbHandle } from '../db/client.ts';

const DEMO_MEMBER_ID = 1;
const DEMO_COMPANY_ID = 1;
const HOUR_MS = 3_600_000;

const FEEDBACK: { type: string; content: string; contact: string; hoursAgo: number; reply?: string }[] = [
  {
    type: '商品建议',
    content: '希望能多上一些儿童退热类的颗粒剂，冬季门店需求量大，现有规格偏少。',
    contact: '13800000001',
    hoursAgo: 24 * 20,
    reply: '感谢建议！采购部已新增 3 个儿童退热颗粒剂品种，可在“解热镇痛”分类中查看。',
  },
  {
    type: '服务投诉',
    content: '上周的订单物流比预计晚到两天，希望能提前告知延误原因。',
    contact: '',
    hoursAgo: 24 * 9,
    reply: '非常抱歉给您带来不便。已与承运商核实为区域中转延误，今后延误会通过站内消息提前通知。',
  },
  {
    type: '功能建议',
    content: '快捷采购页面如果能按采购金额排序就更方便了，补货时一眼能看到常用大单品。',
    contact: 'demo@example.com',
    hoursAgo: 30,
  },
];

const WANTED: {
  goodsName: string;
  spec: string;
  manufacturer: string;
  quantity: number;
  price: number | null;
  note: string;
  status: 0 | 1 | 2;
  hoursAgo: number;
  reply: string;
}[] = [
  {
    goodsName: '蒙脱石散',
    spec: '3g*10袋',
    manufacturer: '博福-益普生(天津)制药有限公司',
    quantity: 50,
    price: 1650,
    note: '门店常备，希望尽快到货',
    status: 1,
    hoursAgo: 24 * 12,
    reply: '已向厂家下单，预计一周内上架。',
  },
  {
    goodsName: '复方丹参滴丸',
    spec: '27mg*180丸',
    manufacturer: '天士力医药集团股份有限公司',
    quantity: 20,
    price: null,
    note: '',
    status: 0,
    hoursAgo: 26,
    reply: '',
  },
];

export async function seedSelfService(handle: DbHandle, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  for (const f of FEEDBACK) {
    await handle.query(
      `INSERT INTO feedback (member_id, company_id, type, content, contact, reply, replied_by, replied_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        DEMO_MEMBER_ID,
        DEMO_COMPANY_ID,
        f.type,
        f.content,
        f.contact,
        f.reply ?? '',
        f.reply ? '客服小李' : null,
        f.reply ? at(f.hoursAgo - 20) : null,
        at(f.hoursAgo),
      ],
    );
  }
  // The 已上架 request names a goods demo may buy: on sale and under no control rule.
  await handle.query(
    `INSERT INTO wanted_requests (member_id, company_id, goods_name, spec, manufacturer, quantity, expected_price,
       note, status, goods_id, reply, created_at, updated_at)
     SELECT $1, $2, g.name, g.spec, m.name, 30, NULL, '希望长期供货', 2, g.id, '已上架，欢迎采购。',
       $3::timestamptz, $4::timestamptz
     FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
     WHERE g.is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
       AND EXISTS (SELECT 1 FROM offers o WHERE o.goods_id = g.id AND o.is_buy AND o.stock > 0)
     ORDER BY g.id LIMIT 1`,
    [DEMO_MEMBER_ID, DEMO_COMPANY_ID, at(24 * 30), at(24 * 18)],
  );
  for (const w of WANTED) {
    await handle.query(
      `INSERT INTO wanted_requests (member_id, company_id, goods_name, spec, manufacturer, quantity, expected_price,
         note, status, reply, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [
        DEMO_MEMBER_ID,
        DEMO_COMPANY_ID,
        w.goodsName,
        w.spec,
        w.manufacturer,
        w.quantity,
        w.price,
        w.note,
        w.status,
        w.reply,
        at(w.hoursAgo),
      ],
    );
  }
}
