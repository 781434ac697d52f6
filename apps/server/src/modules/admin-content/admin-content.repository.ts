/**
 * The only SQL of the console's content section: banners (focus_slots), navigation, home floors,
 * article categories and articles, uploaded pictures, and the operator's lists of feedback and
 * wanted varieties (the replies and status changes themselves are the feedback and wanted
 * modules' own writes, which the command line uses too).
 */
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  articleCategories,
  articles,
  categories,
  companies,
  feedback,
  focusSlots,
  homeFloors,
  media,
  members,
  navEntries,
  wantedRequests,
} from '../../db/schema.ts';

// float8, not int4: a sale window may end past 2038. Whole seconds either way.
const epoch = (column: SQL | typeof feedback.createdAt) =>
  sql<number>`floor(extract(epoch FROM ${column}))::float8`.mapWith(Number);
const epochOrNull = (column: SQL | typeof feedback.repliedAt) =>
  sql<number | null>`floor(extract(epoch FROM ${column}))::float8`;

export interface PageWindow {
  limit: number;
  offset: number;
}

// --- pictures ---

/** An uploaded picture under a name made of its content's hash: the same picture is stored once. */
export async function saveMedia(ex: Executor, id: string, mime: string, body: Buffer): Promise<void> {
  await ex.insert(media).values({ id, mime, body }).onConflictDoNothing({ target: media.id });
}

// --- banners ---

const bannerColumns = {
  id: focusSlots.id,
  position: focusSlots.position,
  title: focusSlots.title,
  image: focusSlots.image,
  url: focusSlots.url,
  notice: focusSlots.notice,
  sort: focusSlots.sort,
  starts_at: epochOrNull(sql`${focusSlots.startsAt}`),
  ends_at: epochOrNull(sql`${focusSlots.endsAt}`),
  is_enabled: focusSlots.isEnabled,
  audience: focusSlots.audience,
};

export async function pageBanners(ex: Executor, position: string | undefined, page: PageWindow) {
  const where = position === undefined ? undefined : eq(focusSlots.position, position);
  const [rows, counted] = await Promise.all([
    ex
      .select(bannerColumns)
      .from(focusSlots)
      .where(where)
      .orderBy(asc(focusSlots.position), asc(focusSlots.sort), asc(focusSlots.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(focusSlots).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function findBanner(ex: Executor, id: number) {
  const rows = await ex.select(bannerColumns).from(focusSlots).where(eq(focusSlots.id, id));
  return rows[0];
}

export type BannerValues = Omit<typeof focusSlots.$inferInsert, 'id'>;

export async function insertBanner(ex: Executor, values: BannerValues): Promise<number> {
  const [row] = await ex.insert(focusSlots).values(values).returning({ id: focusSlots.id });
  if (!row) throw new Error('banner insert returned nothing');
  return row.id;
}

export async function updateBanner(ex: Executor, id: number, values: BannerValues): Promise<void> {
  await ex.update(focusSlots).set(values).where(eq(focusSlots.id, id));
}

export async function deleteBanner(ex: Executor, id: number): Promise<void> {
  await ex.delete(focusSlots).where(eq(focusSlots.id, id));
}

// --- navigation ---

const navColumns = {
  id: navEntries.id,
  parent_id: navEntries.parentId,
  name: navEntries.name,
  url: navEntries.url,
  image: navEntries.image,
  is_open: navEntries.isOpen,
  sort: navEntries.sort,
};

export function listNav(ex: Executor) {
  return ex.select(navColumns).from(navEntries).orderBy(asc(navEntries.sort), asc(navEntries.id));
}

export async function findNav(ex: Executor, id: number) {
  const rows = await ex.select(navColumns).from(navEntries).where(eq(navEntries.id, id));
  return rows[0];
}

export async function countNavChildren(ex: Executor, id: number): Promise<number> {
  const rows = await ex.select({ n: count() }).from(navEntries).where(eq(navEntries.parentId, id));
  return rows[0]?.n ?? 0;
}

export type NavValues = Omit<typeof navEntries.$inferInsert, 'id'>;

export async function insertNav(ex: Executor, values: NavValues): Promise<number> {
  const [row] = await ex.insert(navEntries).values(values).returning({ id: navEntries.id });
  if (!row) throw new Error('nav insert returned nothing');
  return row.id;
}

export async function updateNav(ex: Executor, id: number, values: NavValues): Promise<void> {
  await ex.update(navEntries).set(values).where(eq(navEntries.id, id));
}

export async function deleteNav(ex: Executor, id: number): Promise<void> {
  await ex.delete(navEntries).where(eq(navEntries.id, id));
}

// --- home floors ---

const floorColumns = {
  id: homeFloors.id,
  category_id: homeFloors.categoryId,
  category_name: categories.name,
  title: homeFloors.title,
  banner: homeFloors.banner,
  url: homeFloors.url,
  sort: homeFloors.sort,
  is_enabled: homeFloors.isEnabled,
};

export function listFloorRows(ex: Executor) {
  return ex
    .select(floorColumns)
    .from(homeFloors)
    .innerJoin(categories, eq(categories.id, homeFloors.categoryId))
    .orderBy(asc(homeFloors.sort), asc(homeFloors.id));
}

export async function findFloorRow(ex: Executor, id: number) {
  const rows = await ex
    .select(floorColumns)
    .from(homeFloors)
    .innerJoin(categories, eq(categories.id, homeFloors.categoryId))
    .where(eq(homeFloors.id, id));
  return rows[0];
}

/** The floor of a category, if one exists. */
export async function floorIdOfCategory(ex: Executor, categoryId: number): Promise<number | undefined> {
  const rows = await ex
    .select({ id: homeFloors.id })
    .from(homeFloors)
    .where(eq(homeFloors.categoryId, categoryId));
  return rows[0]?.id;
}

/** Top-level categories, which floors are made of. */
export function listRootCategories(ex: Executor) {
  return ex
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function isRootCategory(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.parentId)));
  return rows.length > 0;
}

export type FloorValues = Omit<typeof homeFloors.$inferInsert, 'id'>;

export async function insertFloor(ex: Executor, values: FloorValues): Promise<number> {
  const [row] = await ex.insert(homeFloors).values(values).returning({ id: homeFloors.id });
  if (!row) throw new Error('floor insert returned nothing');
  return row.id;
}

export async function updateFloor(ex: Executor, id: number, values: FloorValues): Promise<void> {
  await ex.update(homeFloors).set(values).where(eq(homeFloors.id, id));
}

export async function deleteFloor(ex: Executor, id: number): Promise<void> {
  await ex.delete(homeFloors).where(eq(homeFloors.id, id));
}

// --- articles ---

export function listArticleCategories(ex: Executor) {
  return ex
    .select({
      id: articleCategories.id,
      parent_id: articleCategories.parentId,
      name: articleCategories.name,
      path: articleCategories.path,
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.path), asc(articleCategories.sort), asc(articleCategories.id));
}

export async function articleCategoryExists(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  return rows.length > 0;
}

const articleItemColumns = {
  id: articles.id,
  category_id: articles.categoryId,
  category_name: articleCategories.name,
  title: articles.title,
  path: articles.path,
  sort: articles.sort,
  created_at: epoch(sql`${articles.createdAt}`),
};

export async function pageArticleRows(
  ex: Executor,
  filter: { categoryId?: number; keyword?: string },
  page: PageWindow,
) {
  const parts: SQL[] = [];
  if (filter.categoryId !== undefined) parts.push(eq(articles.categoryId, filter.categoryId));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    const match = or(ilike(articles.title, pattern), ilike(articles.content, pattern));
    if (match) parts.push(match);
  }
  const where = parts.length > 0 ? and(...parts) : undefined;
  const [rows, counted] = await Promise.all([
    ex
      .select(articleItemColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(asc(articles.categoryId), asc(articles.sort), desc(articles.createdAt), desc(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function findArticleRow(ex: Executor, id: number) {
  const rows = await ex
    .select({ ...articleItemColumns, content: articles.content })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  return rows[0];
}

export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'createdAt'>;

export async function insertArticle(ex: Executor, values: ArticleValues): Promise<number> {
  const [row] = await ex.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error('article insert returned nothing');
  return row.id;
}

export async function updateArticle(ex: Executor, id: number, values: ArticleValues): Promise<void> {
  await ex.update(articles).set(values).where(eq(articles.id, id));
}

export async function deleteArticle(ex: Executor, id: number): Promise<void> {
  await ex.delete(articles).where(eq(articles.id, id));
}

// --- feedback and wanted varieties (read only here) ---

const feedbackColumns = {
  id: feedback.id,
  store: companies.name,
  member: members.username,
  type: feedback.type,
  content: feedback.content,
  contact: feedback.contact,
  images: feedback.images,
  reply: feedback.reply,
  replied_by: feedback.repliedBy,
  replied_at: epochOrNull(feedback.repliedAt),
  created_at: epoch(feedback.createdAt),
};

export async function pageFeedbackRows(ex: Executor, replied: boolean | undefined, page: PageWindow) {
  const where =
    replied === undefined ? undefined : replied ? sql`${feedback.reply} <> ''` : eq(feedback.reply, '');
  const [rows, counted] = await Promise.all([
    ex
      .select(feedbackColumns)
      .from(feedback)
      .innerJoin(companies, eq(companies.id, feedback.companyId))
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function findFeedbackRow(ex: Executor, id: number) {
  const rows = await ex
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(eq(feedback.id, id));
  return rows[0];
}

const wantedColumns = {
  id: wantedRequests.id,
  store: companies.name,
  member: members.username,
  goods_name: wantedRequests.goodsName,
  spec: wantedRequests.spec,
  manufacturer: wantedRequests.manufacturer,
  quantity: wantedRequests.quantity,
  expected_price_fen: wantedRequests.expectedPrice,
  note: wantedRequests.note,
  status: wantedRequests.status,
  goods_id: wantedRequests.goodsId,
  reply: wantedRequests.reply,
  created_at: epoch(sql`${wantedRequests.createdAt}`),
  updated_at: epoch(sql`${wantedRequests.updatedAt}`),
};

export async function pageWantedRows(ex: Executor, status: number | undefined, page: PageWindow) {
  const where = status === undefined ? undefined : eq(wantedRequests.status, status);
  const [rows, counted] = await Promise.all([
    ex
      .select(wantedColumns)
      .from(wantedRequests)
      .innerJoin(companies, eq(companies.id, wantedRequests.companyId))
      .innerJoin(members, eq(members.id, wantedRequests.memberId))
      .where(where)
      .orderBy(asc(wantedRequests.status), desc(wantedRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(wantedRequests).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function findWantedRow(ex: Executor, id: number) {
  const rows = await ex
    .select(wantedColumns)
    .from(wantedRequests)
    .innerJoin(companies, eq(companies.id, wantedRequests.companyId))
    .innerJoin(members, eq(members.id, wantedRequests.memberId))
    .where(eq(wantedRequests.id, id));
  return rows[0];
}
