/**
 * Inputs of the console's content section. A link is a path of the store or an http(s) address
 * and an image an uploaded /media/… or http(s) picture, so no stored `javascript:` link or
 * other script ever reaches a page; article text is plain text, shown as text.
 */
import { BANNER_AUDIENCES, BANNER_POSITIONS, CONTENT_TEXT_MAX } from '@mall/shared/admin-content';
import { chinaMidnight } from '@mall/shared/china-time';
import { z } from 'zod';
import { blankToUndefined, idField, int4, pageParam } from '../../http/validation.ts';

/** A path of this store (not //host) or an absolute http(s) address, without spaces or quotes. */
const LINK_RE = /^(\/(?![/\\])|https?:\/\/)[^\s"'<>`\\]*$/i;
const IMAGE_RE = /^(\/media\/[a-z0-9-]+\.(svg|png|jpg|webp)|https?:\/\/[^\s"'<>`\\]+)$/i;

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);
const required = (label: string, max: number) => text(label, max).min(1, `请填写${label}`);

const link = z
  .string({ error: '链接有误' })
  .trim()
  .max(500, '链接不能超过500个字符')
  .refine((v) => v === '' || LINK_RE.test(v), '链接须以 / 开头（站内页面）或为 http(s) 地址');
const image = (optional: boolean) =>
  z
    .string({ error: '请上传图片' })
    .trim()
    .max(500, '图片地址过长')
    .refine((v) => (optional && v === '') || IMAGE_RE.test(v), optional ? '图片地址有误' : '请上传图片');
const sort = z
  .number({ error: '排序须为整数' })
  .int('排序须为整数')
  .min(0, '排序不能小于0')
  .max(99_999, '排序过大');
const flag = (label: string) => z.boolean({ error: `请选择${label}` });

/** 'YYYY-MM-DD HH:mm' on China's clock to Unix seconds; blank or null is open. */
const chinaTime = z.preprocess(
  (v) => (v === null ? undefined : blankToUndefined(v)),
  z
    .string({ error: '时间格式有误' })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm')
    .transform((v, context) => {
      const midnight = chinaMidnight(v.slice(0, 10));
      const hour = Number(v.slice(11, 13));
      const minute = Number(v.slice(14, 16));
      if (midnight === null || hour > 23 || minute > 59) {
        context.addIssue({ code: 'custom', message: '时间有误' });
        return z.NEVER;
      }
      return midnight + hour * 3600 + minute * 60;
    })
    .optional(),
);

const POSITION_KEYS = Object.keys(BANNER_POSITIONS) as [
  keyof typeof BANNER_POSITIONS,
  ...(keyof typeof BANNER_POSITIONS)[],
];
const AUDIENCE_KEYS = Object.keys(BANNER_AUDIENCES) as [
  keyof typeof BANNER_AUDIENCES,
  ...(keyof typeof BANNER_AUDIENCES)[],
];

export const bannerBody = z
  .object({
    position: z.enum(POSITION_KEYS, { error: '请选择位置' }),
    title: text('标题', 60).default(''),
    image: image(false),
    url: link.default(''),
    notice: z.preprocess((v) => (v === null ? undefined : v), text('公告', 200).optional()),
    sort: sort.default(0),
    starts_at: chinaTime,
    ends_at: chinaTime,
    is_enabled: flag('是否启用').default(true),
    audience: z.enum(AUDIENCE_KEYS, { error: '请选择展示对象' }).default('all'),
  })
  .refine((b) => b.starts_at === undefined || b.ends_at === undefined || b.ends_at > b.starts_at, {
    message: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type BannerBody = z.output<typeof bannerBody>;

export const bannerListQuery = z.object({
  position: z.preprocess(blankToUndefined, z.enum(POSITION_KEYS, { error: '位置有误' }).optional()),
  page: pageParam(1),
  page_size: pageParam(20, 100),
});

export const navBody = z.object({
  parent_id: z.preprocess((v) => (v === undefined ? null : v), int4().min(1, '上级导航有误').nullable()),
  name: required('名称', 20),
  url: link.default(''),
  image: image(true).default(''),
  is_open: flag('是否新窗口打开').default(false),
  sort: sort.default(0),
});
export type NavBody = z.output<typeof navBody>;

export const floorBody = z.object({
  category_id: int4().min(1, '请选择分类'),
  title: text('标题', 20).default(''),
  banner: image(true).default(''),
  url: link.default(''),
  sort: sort.default(0),
  is_enabled: flag('是否启用').default(true),
});
export type FloorBody = z.output<typeof floorBody>;

export const articleBody = z.object({
  category_id: int4().min(1, '请选择栏目'),
  title: required('标题', 100),
  content: z
    .string({ error: '请填写正文' })
    .trim()
    .min(1, '请填写正文')
    .max(CONTENT_TEXT_MAX, `正文不能超过${CONTENT_TEXT_MAX}个字`),
  path: z
    .string({ error: '页面路径有误' })
    .trim()
    .max(100, '页面路径过长')
    .regex(/^$|^\/[a-z0-9/_-]*$/, '页面路径须以 / 开头，只含小写字母、数字、/、_、-')
    .default(''),
  sort: sort.default(0),
});
export type ArticleBody = z.output<typeof articleBody>;

export const articleListQuery = z.object({
  category_id: z.preprocess(blankToUndefined, idField().optional()),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词过长').optional()),
  page: pageParam(1),
  page_size: pageParam(20, 100),
});

export const feedbackListQuery = z.object({
  replied: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: '参数有误' }).optional()),
  page: pageParam(1),
  page_size: pageParam(20, 100),
});

export const replyBody = z.object({
  text: required('回复内容', 500),
});

export const wantedListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['0', '1', '2'], { error: '状态有误' }).optional()),
  page: pageParam(1),
  page_size: pageParam(20, 100),
});

export const wantedBody = z
  .object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '状态有误' }),
    goods_id: z.preprocess((v) => (v === undefined ? null : v), int4().min(1, '商品编号有误').nullable()),
    reply: text('回复', 200).optional(),
  })
  .refine((b) => b.status !== 2 || b.goods_id !== null, {
    message: '已上架需填写上架的商品编号',
    path: ['goods_id'],
  });

export const idParams = z.object({ id: idField() });
export const imageParams = z.object({
  id: idField(),
  index: z.preprocess((v) => Number(v), z.number().int().min(0).max(5)),
});
