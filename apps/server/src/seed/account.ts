/**
 * Delivery addresses of the demo stores: three for demo's first store (the shop itself is the
 * default), one for demo2's clinic. Region names come from the division list by code, so a
 * seeded address reads exactly like one entered through /zhzx/addr.
 */

import type { DbHandle } from '../db/client.ts';
import { resolveRegion } from '../modules/address/region.service.ts';
import { bulkInsert } from './bulk.ts';

/** Company ids of seedMembers: 1 = demo's first store, 3 = demo2's company. */
const DEMO_COMPANY = 1;
const DEMO2_COMPANY = 3;

type AddressSeed = [
  companyId: number,
  consignee: string,
  phone: string,
  codes: [province: string, city: string, district: string],
  detail: string,
  isDefault: boolean,
];

const ADDRESSES: AddressSeed[] = [
  [DEMO_COMPANY, '张明', '13800000001', ['33', '3301', '330106'], '文三路478号华星时代广场1楼', true],
  [DEMO_COMPANY, '李娜', '0571-88776655', ['33', '3301', '330110'], '五常大道181号城西分店后门仓库', false],
  [DEMO_COMPANY, '王建国', '13957112345', ['33', '3302', '330203'], '中山东路88号宁波配送中心3号库', false],
  [DEMO2_COMPANY, '刘芳', '13800000002', ['42', '4201', '420106'], '中南路99号仁和诊所药房', true],
];

export async function seedAccount(handle: DbHandle): Promise<void> {
  const rows = ADDRESSES.map(
    ([companyId, consignee, phone, [province, city, district], detail, isDefault]) => {
      const region = resolveRegion({ province, city, district });
      if (!region) throw new Error(`seed address has an unknown region: ${province}/${city}/${district}`);
      return [
        companyId,
        consignee,
        phone,
        region.province_code,
        region.province,
        region.city_code,
        region.city,
        region.district_code,
        region.district,
        detail,
        isDefault,
      ];
    },
  );
  await bulkInsert(
    handle,
    'addresses',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'consignee', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'province_code', kind: 'text' },
      { name: 'province', kind: 'text' },
      { name: 'city_code', kind: 'text' },
      { name: 'city', kind: 'text' },
      { name: 'district_code', kind: 'text' },
      { name: 'district', kind: 'text' },
      { name: 'detail', kind: 'text' },
      { name: 'is_default', kind: 'bool' },
    ],
    rows,
  );
}
