/**
 * The settings table: site name, hotline and footer (SiteFooter of @mall/shared/user),
 * customer-service contacts, QR codes, the quality-inspection lookup and the shipping rule (fee
 * and free-shipping threshold in fen, read by the pricing engine); with their images.
 */
import type { SiteFooter } from '@mall/shared/user';
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { licenceSvg, qrSvg } from './images.ts';
import { insertMedia, mediaUrl } from './media.ts';

const COMPANY = '杭州康源医药有限公司';

const LICENCES: [name: string, number: string][] = [
  ['药品经营许可证', '浙AA5710001'],
  ['互联网药品信息服务资格证书', '(浙)-经营性-2024-0001'],
  ['营业执照', '91330100MA2CJ4RT3K'],
  ['医疗器械网络交易服务第三方平台备案', '(浙)网械平台备字[2024]第00001号'],
];

const footer: SiteFooter = {
  company: COMPANY,
  address: '浙江省杭州市西湖区文三路90号康源大厦8楼',
  licences: LICENCES.map(([name, number], i) => ({ name, number, image: mediaUrl(`licence-${i + 1}.svg`) })),
  icp: '浙ICP备20240001号-1',
  notice:
    '本网站不发布麻醉药品、精神药品、医疗用毒性药品、放射性药品、戒毒药品和医疗机构制剂的产品信息，不发布未经批准的药品广告。',
};

export const SETTINGS: Record<string, unknown> = {
  site: { name: '康源医药商城', hot_line: '400-826-1888', footer },
  customer_service: [
    { name: '在线客服一', url: 'https://wpa.qq.com/msgrd?v=3&uin=800000001&site=qq&menu=yes' },
    { name: '在线客服二', url: 'https://wpa.qq.com/msgrd?v=3&uin=800000002&site=qq&menu=yes' },
  ],
  qr: {
    mini_program: mediaUrl('qr-mini-program.svg'),
    official_account: mediaUrl('qr-official-account.svg'),
  },
  quality_inspection: {
    url: '',
    msg: '质检报告请在商品详情页的“检验报告”中查看，或联系客服获取纸质版。',
  },
  shipping_rule: { fee: 1500, free_threshold: 80000 },
  // The seller block of invoices: the taxpayer number is the business licence's credit code.
  invoice_seller: {
    tax_number: '91330100MA2CJ4RT3K',
    address: footer.address,
    phone: '0571-88265018',
    bank_name: '中国工商银行杭州分行营业部',
    bank_account: '1202021009100123456',
  },
};

export async function seedSettings(handle: DbHandle): Promise<void> {
  await bulkInsert(
    handle,
    'settings',
    [
      { name: 'key', kind: 'text' },
      { name: 'value', kind: 'jsonb' },
    ],
    Object.entries(SETTINGS),
  );
  await insertMedia(handle, [
    ...LICENCES.map(([name, number], i) => ({
      id: `licence-${i + 1}.svg`,
      svg: licenceSvg(name, number, COMPANY),
    })),
    { id: 'qr-mini-program.svg', svg: qrSvg('微信扫码 打开小程序') },
    { id: 'qr-official-account.svg', svg: qrSvg('关注公众号 获取优惠') },
  ]);
}
