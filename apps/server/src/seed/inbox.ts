/** Messages and points of the demo stores; dates are relative to now so they read as recent. */
import { addCalendarDays, chinaToday } from '@mall/shared/china-time';
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';

const DAY_MS = 86_400_000;

/** Company ids of seedMembers: 1 = demo's first store, 3 = demo2's company. */
const DEMO_COMPANY = 1;
const DEMO2_COMPANY = 3;

interface MessageSeed {
  companyId: number;
  title: string;
  content: string;
  isRead: boolean;
  daysAgo: number;
}

function messages(now: Date): MessageSeed[] {
  const licenceExpiry = addCalendarDays(chinaToday(now.getTime()), 25);
  return [
    {
      companyId: DEMO_COMPANY,
      title: '订单发货通知',
      content:
        '您的订单已由杭州仓出库发货，承运商：顺丰速运，运单号：SF1402837765210。请注意查收，收货时请当面核对药品品名、数量及包装，如有破损请拒收并联系客服。',
      isRead: false,
      daysAgo: 0.2,
    },
    {
      companyId: DEMO_COMPANY,
      title: '资质到期提醒',
      content: `您上传的《药品经营许可证》将于${licenceExpiry}到期。请在到期前登录“账户中心—资质证件”上传换发后的新证件，逾期将无法提交订单。`,
      isRead: false,
      daysAgo: 1,
    },
    {
      companyId: DEMO_COMPANY,
      title: '优选包邮活动上线',
      content:
        '优选包邮专区新增两百余个品种，单品满指定数量即可包邮，部分品种支持单品包邮。活动商品数量有限，先到先得。',
      isRead: false,
      daysAgo: 2,
    },
    {
      companyId: DEMO_COMPANY,
      title: '采购合同签署成功',
      content:
        '您已完成《药品购销合同》的电子签署，合同有效期一年。合同可在“账户中心—基本信息”中查看和下载。',
      isRead: true,
      daysAgo: 200,
    },
    {
      companyId: DEMO_COMPANY,
      title: '资质审核通过',
      content:
        '恭喜！您提交的企业资质已审核通过，现在即可查看商品价格并下单采购。如需帮助，请联系您的专属客服。',
      isRead: true,
      daysAgo: 201,
    },
    {
      companyId: DEMO2_COMPANY,
      title: '资质审核通过',
      content:
        '恭喜！您提交的诊所资质已审核通过，现在即可查看商品价格并下单采购。如需帮助，请拨打客服热线400-826-1888。',
      isRead: false,
      daysAgo: 3,
    },
  ];
}

/** demo's points given by hand; points.ts adds what its orders earned and what it redeemed. */
const POINTS: [delta: number, reason: string, daysAgo: number][] = [
  [500, '新会员注册赠送积分', 200],
  [300, '连续签到30天奖励', 20],
];

export async function seedInbox(handle: DbHandle, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await bulkInsert(
    handle,
    'messages',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'content', kind: 'text' },
      { name: 'is_read', kind: 'bool' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    messages(now).map((m) => [m.companyId, m.title, m.content, m.isRead, ago(m.daysAgo)]),
  );
  await bulkInsert(
    handle,
    'points_ledger',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'delta', kind: 'int' },
      { name: 'reason', kind: 'text' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    POINTS.map(([delta, reason, daysAgo]) => [DEMO_COMPANY, delta, reason, ago(daysAgo)]),
  );
}
