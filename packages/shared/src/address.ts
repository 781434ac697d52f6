/** Delivery addresses and the region tree (issue 4, /zhzx/addr). */
import { z } from 'zod';
import type { RegionNames } from './account.ts';
import { regionCodesShape } from './account.ts';
import { phoneSchema } from './validators.ts';

export const ADDRESS_MAX_PER_STORE = 20;
export const CONSIGNEE_MAX = 20;
export const ADDRESS_DETAIL_MAX = 100;

export const ADDRESS_MESSAGES = {
  tooMany: `每个门店最多保存${ADDRESS_MAX_PER_STORE}个收货地址`,
  notFound: '收货地址不存在',
  badRegion: '所选地区不存在，请重新选择',
  created: '收货地址已添加',
  updated: '收货地址已修改',
  deleted: '收货地址已删除',
  defaulted: '已设为默认地址',
} as const;

/** Form fields arrive as strings: '1'/'0', 'true'/'false' or a checkbox's 'on'; blank means not given. */
const FLAG_VALUES = new Map<unknown, 0 | 1>([
  ['1', 1],
  [1, 1],
  [true, 1],
  ['true', 1],
  ['on', 1],
  ['0', 0],
  [0, 0],
  [false, 0],
  ['false', 0],
]);
const flag = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : (FLAG_VALUES.get(v) ?? v)),
  z.union([z.literal(0), z.literal(1)], { error: '默认地址只能是 0 或 1' }).optional(),
);

/** POST /api/user/address and POST /api/user/address/{id}. */
export const addressInputSchema = z.object({
  consignee: z
    .string({ error: '请输入收货人' })
    .trim()
    .min(1, '请输入收货人')
    .max(CONSIGNEE_MAX, `收货人不能超过${CONSIGNEE_MAX}个字`),
  phone: phoneSchema,
  ...regionCodesShape,
  detail: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(1, '请输入详细地址')
    .max(ADDRESS_DETAIL_MAX, `详细地址不能超过${ADDRESS_DETAIL_MAX}个字`),
  is_default: flag,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export interface Address extends RegionNames {
  id: number;
  consignee: string;
  phone: string;
  detail: string;
  /** Province, city, district and detail in one line. */
  full_address: string;
  is_default: 0 | 1;
}

/** GET /api/region: provinces, their cities, their districts. */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}
