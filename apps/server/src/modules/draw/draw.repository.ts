/**
 * The only SQL of lucky draws: running activities, their prizes, a store's chances and records,
 * the recent winners, and the drawing transaction's locks and writes (prize stock, record, coupon).
 */
import type { DrawPrizeKind, DrawRecordStatus } from '@mall/shared/draw';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, drawActivities, drawChances, drawPrizes, drawRecords } from '../../db/schema.ts';
import { rowsOf, wholeEpoch } from '../../db/sql-rows.ts';

export interface ActivityRow {
  id: number;
  title: string;
  rules: string;
  startsAt: number;
  endsAt: number;
  chancesPerStore: number;
  isActive: boolean;
  adImage: string;
  adUrl: string;
  /** Whether now is within starts_at and ends_at. */
  started: boolean;
  ended: boolean;
}

export interface PrizeRow {
  id: number;
  name: string;
  remarks: string;
  kind: DrawPrizeKind;
  couponId: number | null;
  couponDays: number | null;
  amount: number;
  weight: number;
  stock: number | null;
}

const activityColumns = {
  id: drawActivities.id,
  title: drawActivities.title,
  rules: drawActivities.rules,
  startsAt: sql<number>`${wholeEpoch(sql`${drawActivities.startsAt}`)}`,
  endsAt: sql<number>`${wholeEpoch(sql`${drawActivities.endsAt}`)}`,
  chancesPerStore: drawActivities.chancesPerStore,
  isActive: drawActivities.isActive,
  adImage: drawActivities.adImage,
  adUrl: drawActivities.adUrl,
  started: sql<boolean>`${drawActivities.startsAt} <= now()`,
  ended: sql<boolean>`${drawActivities.endsAt} <= now()`,
};

const running = () =>
  and(
    eq(drawActivities.isActive, true),
    lte(drawActivities.startsAt, sql`now()`),
    gt(drawActivities.endsAt, sql`now()`),
  );

export async function findActivity(ex: Executor, id: number): Promise<ActivityRow | undefined> {
  const [row] = await ex.select(activityColumns).from(drawActivities).where(eq(drawActivities.id, id));
  return row;
}

/** The running activities, the one that started last first. */
export function listRunningActivities(ex: Executor, limit: number): Promise<ActivityRow[]> {
  return ex
    .select(activityColumns)
    .from(drawActivities)
    .where(running())
    .orderBy(desc(drawActivities.startsAt), desc(drawActivities.id))
    .limit(limit);
}

/** Locks the activity's row for the drawing transaction (after the store's row lock). */
export async function lockActivity(ex: Executor, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM draw_activities WHERE id = ${id} FOR UPDATE`,
  );
  return rows.length === 1;
}

export async function listPrizes(ex: Executor, activityId: number): Promise<PrizeRow[]> {
  const rows = await ex
    .select({
      id: drawPrizes.id,
      name: drawPrizes.name,
      remarks: drawPrizes.remarks,
      kind: drawPrizes.kind,
      couponId: drawPrizes.couponId,
      couponDays: drawPrizes.couponDays,
      amount: drawPrizes.amount,
      weight: drawPrizes.weight,
      stock: drawPrizes.stock,
    })
    .from(drawPrizes)
    .where(eq(drawPrizes.activityId, activityId))
    .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
  return rows.map((r) => ({ ...r, kind: r.kind as DrawPrizeKind }));
}

/** Takes one from a limited prize's stock; false when none is left (nothing changed). */
export async function takePrizeStock(ex: Executor, prizeId: number): Promise<boolean> {
  const rows = await ex
    .update(drawPrizes)
    .set({ stock: sql`${drawPrizes.stock} - 1` })
    .where(and(eq(drawPrizes.id, prizeId), gt(drawPrizes.stock, 0)))
    .returning({ id: drawPrizes.id });
  return rows.length === 1;
}

/** The extra chances granted to the store in the activity (0 without a grant). */
export async function findExtraChances(ex: Executor, activityId: number, companyId: number): Promise<number> {
  const [row] = await ex
    .select({ extra: drawChances.extra })
    .from(drawChances)
    .where(and(eq(drawChances.activityId, activityId), eq(drawChances.companyId, companyId)));
  return row?.extra ?? 0;
}

export async function countStoreDraws(ex: Executor, activityId: number, companyId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(drawRecords)
    .where(and(eq(drawRecords.activityId, activityId), eq(drawRecords.companyId, companyId)));
  return row?.n ?? 0;
}

/** Gives the store a coupon of the template, valid for `days` from now; its member_coupons id. */
export async function insertMemberCoupon(
  ex: Executor,
  companyId: number,
  couponId: number,
  days: number,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO member_coupons (company_id, coupon_id, status, valid_from, valid_to)
      VALUES (${companyId}, ${couponId}, 0, now(), now() + make_interval(days => ${days}::int))
      RETURNING id`,
  );
  if (!row) throw new Error('member coupon not written');
  return row.id;
}

export interface NewRecord {
  activityId: number;
  companyId: number;
  memberId: number;
  prize: PrizeRow;
  memberCouponId: number | null;
  status: DrawRecordStatus;
}

export async function insertRecord(ex: Executor, r: NewRecord): Promise<number> {
  const [row] = await ex
    .insert(drawRecords)
    .values({
      activityId: r.activityId,
      companyId: r.companyId,
      memberId: r.memberId,
      prizeId: r.prize.id,
      prizeName: r.prize.name,
      prizeRemarks: r.prize.remarks,
      prizeKind: r.prize.kind,
      amount: r.prize.amount,
      memberCouponId: r.memberCouponId,
      status: r.status,
    })
    .returning({ id: drawRecords.id });
  if (!row) throw new Error('draw record not written');
  return row.id;
}

/** The latest wins of the activity (谢谢参与 left out), with the store's name to be masked. */
export function listRecentWins(ex: Executor, activityId: number, limit: number) {
  return ex
    .select({
      id: drawRecords.id,
      store: companies.name,
      prize: drawRecords.prizeName,
      createdAt: sql<number>`${wholeEpoch(sql`${drawRecords.createdAt}`)}`,
    })
    .from(drawRecords)
    .innerJoin(companies, eq(companies.id, drawRecords.companyId))
    .where(and(eq(drawRecords.activityId, activityId), sql`${drawRecords.prizeKind} <> 'none'`))
    .orderBy(desc(drawRecords.id))
    .limit(limit);
}

/** A page of the store's draws, newest first. */
export async function listStoreRecords(
  ex: Executor,
  companyId: number,
  activityId: number | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(drawRecords.companyId, companyId),
    activityId === undefined ? undefined : eq(drawRecords.activityId, activityId),
  );
  const [rows, total] = await Promise.all([
    ex
      .select({
        id: drawRecords.id,
        activityId: drawRecords.activityId,
        activityTitle: drawActivities.title,
        name: drawRecords.prizeName,
        remarks: drawRecords.prizeRemarks,
        kind: drawRecords.prizeKind,
        status: drawRecords.status,
        createdAt: sql<number>`${wholeEpoch(sql`${drawRecords.createdAt}`)}`,
      })
      .from(drawRecords)
      .innerJoin(drawActivities, eq(drawActivities.id, drawRecords.activityId))
      .where(where)
      .orderBy(desc(drawRecords.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ n: count() }).from(drawRecords).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
