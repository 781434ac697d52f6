/**
 * The inputs of the cart calls. Forms arrive qs-parsed (`params[0][goods_id]=7`, `ids[]=1`), so
 * numbers come as strings; JSON bodies are accepted too. Failures are 422 with Chinese messages.
 */
import { CART_FILTERS, CART_MESSAGES } from '@mall/shared/cart';
import { COMBINATION_SCENES } from '@mall/shared/trade-up';
import { z } from 'zod';
import { idList } from '../../http/id-list.ts';
import { blankToUndefined, pageParam } from '../../http/validation.ts';

export const MAX_ADD_LINES = 100;
export const MAX_QUANTITY = 999_999;
const MAX_ID = 2_147_483_647;
const MAX_IDS = 200;

const QUANTITY_MESSAGE = `购买数量须为1至${MAX_QUANTITY}之间的整数`;
const ID_MESSAGE = '编号须为正整数';

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const number = (message: string, min: number, max: number) =>
  z.preprocess(toNumber, whole(message, min, max));

const quantity = () => number(QUANTITY_MESSAGE, 1, MAX_QUANTITY);
const optionalQuantity = () => z.preprocess(toNumber, whole(QUANTITY_MESSAGE, 1, MAX_QUANTITY).optional());
const rowId = () => number(ID_MESSAGE, 1, MAX_ID);
const optionalId = (min: 0 | 1) => z.preprocess(toNumber, whole(ID_MESSAGE, min, MAX_ID).optional());
const bit = z.union([z.literal(0), z.literal(1)]);
const flag = () => z.preprocess(toNumber, bit);
const optionalFlag = () => z.preprocess(toNumber, bit.optional());

/** qs reads `params[0]…` as an array, but a lone high index as an object keyed by index. */
const asList = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value;

const addLine = z
  .object({
    goods_id: rowId(),
    // Read so a malformed one is still a 422, but never used: the server prices from the database.
    price: z.string().max(20).optional(),
    number: quantity(),
    ck_id: optionalId(0),
    goods_price_id: number(ID_MESSAGE, 0, MAX_ID),
    ladder_price_id: optionalId(0),
    goods_manjian_id: optionalId(0),
    is_yj: optionalFlag(),
    type: z.preprocess(
      toNumber,
      z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], { error: '商品类型无效' }).optional(),
    ),
  })
  .refine((line) => line.type === 3 || line.type === 4 || line.goods_price_id > 0, {
    message: '请选择商品规格',
    path: ['goods_price_id'],
  });

export const addBody = z.object({
  params: z.preprocess(
    asList,
    z
      .array(addLine)
      .min(1, '请选择要加入购物车的商品')
      .max(MAX_ADD_LINES, `一次最多加入${MAX_ADD_LINES}种商品`),
  ),
});
export type AddBody = z.output<typeof addBody>;

const filterValues = Object.values(CART_FILTERS) as number[];

export const listQuery = z.object({
  filters: z.preprocess(
    toNumber,
    z
      .number()
      .int()
      .refine((v) => filterValues.includes(v), '请选择有效的筛选条件')
      .default(CART_FILTERS.all),
  ),
  new: optionalFlag(),
});

export const lineParams = z.object({ id: rowId() });

export const editBody = z.object({
  params: z.object({ number: quantity() }),
  new: optionalFlag(),
});

const lineIds = (emptyMessage: string) =>
  idList({ max: MAX_IDS, maxMessage: `最多选择${MAX_IDS}件商品`, emptyMessage });

export const selectBody = z.object({ ids: lineIds('请选择商品'), is_selected: flag() });
export const deleteBody = z.object({ ids: lineIds('请选择要删除的商品') });

export const quickAddBody = z.object({ number: optionalQuantity() });

export const copyBody = z.object({
  ids: lineIds('请选择要复制的商品'),
  other_user_ids: idList({ max: 50, maxMessage: '门店过多', emptyMessage: CART_MESSAGES.noOtherStore }),
});

export const hintQuery = z.object({ goods_price_id: optionalId(1) });

export const checkoutBody = z.object({
  ids: lineIds(CART_MESSAGES.nothingSelected),
  new: optionalFlag(),
});

export const combinationQuery = z.object({
  goods_id: optionalId(1),
  scene: z.preprocess(
    blankToUndefined,
    z.enum(COMBINATION_SCENES, { error: '请选择有效的场景' }).default('all'),
  ),
  page: pageParam(1),
  page_size: pageParam(20, 100),
});
