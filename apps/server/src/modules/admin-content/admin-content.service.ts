/**
 * The console's content section (issue #16, decision 020): banners and focus slots, navigation,
 * home floors and pictures here, with what the section's services share; help articles, news and
 * notices in admin-articles.service.ts; feedback replies and wanted varieties in
 * admin-replies.service.ts. Each change is one transaction with its audit row (before/after), then
 * the store's caches are dropped (invalidateCatalogueCaches: the home blocks keep their banners,
 * floors and news a while), so the store shows the change on its next read.
 */
import { createHash } from 'node:crypto';
import type { Paged } from '@mall/shared/admin';
import type {
  AdminBanner,
  AdminFloor,
  AdminNavEntry,
  BannerPosition,
  UploadedImage,
} from '@mall/shared/admin-content';
import type { BannerAudience } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { IMAGE_TYPE_MESSAGE, imageMimeOf, type UploadedFile } from '../../http/uploads.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import {
  countNavChildren,
  deleteBanner,
  deleteFloor,
  deleteNav,
  findBanner,
  findFloorRow,
  findNav,
  floorIdOfCategory,
  insertBanner,
  insertFloor,
  insertNav,
  isRootCategory,
  listFloorRows,
  listNav,
  listRootCategories,
  pageBanners,
  saveMedia,
  updateBanner,
  updateFloor,
  updateNav,
} from './admin-content.repository.ts';
import type { BannerBody, FloorBody, NavBody } from './admin-content.schemas.ts';

export interface ContentActor {
  operatorId: number;
  /** The name written as replied_by, as the command writes its operator. */
  username: string;
  ip: string;
  userAgent: string;
}

/** A page of a console list: its number (from 1) and its size. */
export interface Paging {
  page: number;
  pageSize: number;
}

export const windowOf = (p: Paging) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });
export const paged = <T>(list: T[], total: number, p: Paging): Paged<T> => ({
  list,
  total,
  page: p.page,
  page_size: p.pageSize,
});

/** The operator, address and client the audit row records. */
export const audit = (actor: ContentActor) => ({
  operatorId: actor.operatorId,
  ip: actor.ip,
  userAgent: actor.userAgent,
});

const BANNER_NOT_FOUND = '广告位不存在';
const NAV_NOT_FOUND = '导航不存在';
const FLOOR_NOT_FOUND = '楼层不存在';

/** Runs a change with its audit in one transaction, then lets the store read it at once. */
export async function change<T>(
  ctx: AppContext,
  work: (tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(work);
  invalidateCatalogueCaches();
  return result;
}

// --- pictures ---

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A banner or floor picture (JPG, PNG or WEBP by content), served by the store at /media/…. */
export async function uploadImage(
  ctx: AppContext,
  actor: ContentActor,
  file: UploadedFile | undefined,
): Promise<UploadedImage> {
  if (!file) throw AppError.validation({ file: ['请选择图片'] });
  const mime = await imageMimeOf(file.bytes);
  if (!mime) throw AppError.validation({ file: [IMAGE_TYPE_MESSAGE] });
  const id = `up-${createHash('sha256').update(file.bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[mime]}`;
  await ctx.db.transaction(async (tx) => {
    await saveMedia(tx, id, mime, file.bytes);
    await recordAudit(tx, {
      ...audit(actor),
      action: 'media.upload',
      targetType: 'media',
      targetId: id,
      before: null,
      after: { id, mime, size: file.bytes.length, name: file.filename },
    });
  });
  return { url: `/media/${id}` };
}

// --- banners ---

const toBanner = (row: NonNullable<Awaited<ReturnType<typeof findBanner>>>): AdminBanner => ({
  ...row,
  position: row.position as BannerPosition,
});

function bannerValues(body: BannerBody) {
  const at = (s: number | undefined) => (s === undefined ? null : new Date(s * 1000));
  return {
    position: body.position,
    title: body.title,
    image: body.image,
    url: body.url,
    notice: body.notice ? body.notice : null,
    sort: body.sort,
    startsAt: at(body.starts_at),
    endsAt: at(body.ends_at),
    isEnabled: body.is_enabled,
    audience: body.audience as BannerAudience,
  };
}

export async function bannerList(ctx: AppContext, position: string | undefined, p: Paging) {
  const { rows, total } = await pageBanners(ctx.db, position, windowOf(p));
  return paged(rows.map(toBanner), total, p);
}

export function saveBanner(ctx: AppContext, actor: ContentActor, id: number | null, body: BannerBody) {
  return change(ctx, async (tx) => {
    const before = id === null ? null : await findBanner(tx, id);
    if (id !== null && !before) throw new AppError('not_found', BANNER_NOT_FOUND);
    const values = bannerValues(body);
    const savedId = id ?? (await insertBanner(tx, values));
    if (id !== null) await updateBanner(tx, id, values);
    const after = toBanner((await findBanner(tx, savedId)) as NonNullable<typeof before>);
    await recordAudit(tx, {
      ...audit(actor),
      action: id === null ? 'banner.create' : 'banner.update',
      targetType: 'banner',
      targetId: savedId,
      before: before ?? null,
      after,
    });
    return after;
  });
}

export function removeBanner(ctx: AppContext, actor: ContentActor, id: number) {
  return change(ctx, async (tx) => {
    const before = await findBanner(tx, id);
    if (!before) throw new AppError('not_found', BANNER_NOT_FOUND);
    await deleteBanner(tx, id);
    await recordAudit(tx, {
      ...audit(actor),
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      before,
      after: null,
    });
    return { id };
  });
}

// --- navigation ---

export function navList(ctx: AppContext): Promise<AdminNavEntry[]> {
  return listNav(ctx.db);
}

export function saveNav(ctx: AppContext, actor: ContentActor, id: number | null, body: NavBody) {
  return change(ctx, async (tx) => {
    const before = id === null ? null : await findNav(tx, id);
    if (id !== null && !before) throw new AppError('not_found', NAV_NOT_FOUND);
    if (body.parent_id !== null) {
      const parent = await findNav(tx, body.parent_id);
      // Two levels, as the store's menu shows them: a parent is itself a top entry.
      if (!parent || parent.parent_id !== null || parent.id === id)
        throw AppError.validation({ parent_id: ['上级导航须为一级导航'] });
      if (id !== null && (await countNavChildren(tx, id)) > 0)
        throw AppError.validation({ parent_id: ['该导航有下级导航，不能再设上级'] });
    }
    const values = {
      parentId: body.parent_id,
      name: body.name,
      url: body.url,
      image: body.image,
      isOpen: body.is_open,
      sort: body.sort,
    };
    const savedId = id ?? (await insertNav(tx, values));
    if (id !== null) await updateNav(tx, id, values);
    const after = await findNav(tx, savedId);
    await recordAudit(tx, {
      ...audit(actor),
      action: id === null ? 'nav.create' : 'nav.update',
      targetType: 'nav',
      targetId: savedId,
      before: before ?? null,
      after,
    });
    return after as AdminNavEntry;
  });
}

export function removeNav(ctx: AppContext, actor: ContentActor, id: number) {
  return change(ctx, async (tx) => {
    const before = await findNav(tx, id);
    if (!before) throw new AppError('not_found', NAV_NOT_FOUND);
    if ((await countNavChildren(tx, id)) > 0) throw new AppError('conflict', '请先删除下级导航');
    await deleteNav(tx, id);
    await recordAudit(tx, {
      ...audit(actor),
      action: 'nav.delete',
      targetType: 'nav',
      targetId: id,
      before,
      after: null,
    });
    return { id };
  });
}

// --- home floors ---

export async function floorList(
  ctx: AppContext,
): Promise<{ floors: AdminFloor[]; categories: { id: number; name: string }[] }> {
  const [floors, categories] = await Promise.all([listFloorRows(ctx.db), listRootCategories(ctx.db)]);
  return { floors, categories };
}

export function saveFloor(ctx: AppContext, actor: ContentActor, id: number | null, body: FloorBody) {
  return change(ctx, async (tx) => {
    const before = id === null ? null : await findFloorRow(tx, id);
    if (id !== null && !before) throw new AppError('not_found', FLOOR_NOT_FOUND);
    if (!(await isRootCategory(tx, body.category_id)))
      throw AppError.validation({ category_id: ['楼层须为一级分类'] });
    const taken = await floorIdOfCategory(tx, body.category_id);
    if (taken !== undefined && taken !== id) throw AppError.validation({ category_id: ['该分类已有楼层'] });
    const values = {
      categoryId: body.category_id,
      title: body.title,
      banner: body.banner,
      url: body.url,
      sort: body.sort,
      isEnabled: body.is_enabled,
    };
    const savedId = id ?? (await insertFloor(tx, values));
    if (id !== null) await updateFloor(tx, id, values);
    const after = await findFloorRow(tx, savedId);
    await recordAudit(tx, {
      ...audit(actor),
      action: id === null ? 'floor.create' : 'floor.update',
      targetType: 'floor',
      targetId: savedId,
      before: before ?? null,
      after,
    });
    return after as AdminFloor;
  });
}

export function removeFloor(ctx: AppContext, actor: ContentActor, id: number) {
  return change(ctx, async (tx) => {
    const before = await findFloorRow(tx, id);
    if (!before) throw new AppError('not_found', FLOOR_NOT_FOUND);
    await deleteFloor(tx, id);
    await recordAudit(tx, {
      ...audit(actor),
      action: 'floor.delete',
      targetType: 'floor',
      targetId: id,
      before,
      after: null,
    });
    return { id };
  });
}
