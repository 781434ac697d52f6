/**
 * Lucky draws (抽奖, DESIGN §6): the draw happens here, with the activity's odds and prize stock.
 * One transaction takes the store's row lock (the first lock of every money path), then the
 * activity's row, checks the store still has a chance, picks a prize, takes it from stock, writes
 * the record and credits the prize: a coupon into the store's coupons, points through the points
 * ledger, fen through the balance ledger; a gift waits as 待发货. Parallel draws of one store queue
 * on the store lock and see each other's records, so one chance is one draw; draws of many stores
 * queue on the activity row, so a prize's stock never goes below zero.
 */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { Page } from '@mall/shared/codes';
import {
  DRAW_MESSAGES,
  DRAW_STATUS_TEXT,
  type DrawActivity,
  type DrawAd,
  type DrawEntry,
  type DrawPrizeKind,
  type DrawRecord,
  type DrawRecordStatus,
  type DrawResult,
  type DrawWinner,
} from '@mall/shared/draw';
import type { Database, Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { appendPoints } from '../points/points.service.ts';
import { appendBalance } from '../wallet/balance.service.ts';
import {
  type ActivityRow,
  countStoreDraws,
  findActivity,
  findExtraChances,
  insertMemberCoupon,
  insertRecord,
  listPrizes,
  listRecentWins,
  listRunningActivities,
  listStoreRecords,
  lockActivity,
  type PrizeRow,
  takePrizeStock,
} from './draw.repository.ts';
import { choosePrize, type RandomInt } from './draw-picker.ts';

/** Who draws: the session's member and the store it acts for. */
export interface Drawer {
  memberId: number;
  companyId: number;
}

const RECENT_WINS = 20;
const ADS = 10;

/** A store name as the marquee shows it: first and last character, the rest hidden (a closing （…） left out). */
export function maskStoreName(name: string): string {
  const chars = [...name.trim().replace(/\s*[（(][^（()）]*[）)]$/u, '')];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

/** The activity, refused unless it is on and running now. */
function assertRunning(activity: ActivityRow | undefined): ActivityRow {
  if (!activity?.isActive) throw new AppError('not_found', DRAW_MESSAGES.notFound);
  if (!activity.started) throw new AppError('bad_request', DRAW_MESSAGES.notStarted);
  if (activity.ended) throw new AppError('bad_request', DRAW_MESSAGES.ended);
  return activity;
}

async function chancesLeft(ex: Executor, activity: ActivityRow, companyId: number): Promise<number> {
  const extra = await findExtraChances(ex, activity.id, companyId);
  const used = await countStoreDraws(ex, activity.id, companyId);
  return Math.max(0, activity.chancesPerStore + extra - used);
}

/** Gives the prize to the store in the drawing transaction; the record's status and coupon. */
async function credit(
  tx: Executor,
  drawer: Drawer,
  activity: ActivityRow,
  prize: PrizeRow,
): Promise<{ status: DrawRecordStatus; memberCouponId: number | null }> {
  const note = `抽奖：${activity.title}，${prize.name}`;
  switch (prize.kind) {
    case 'coupon': {
      if (prize.couponId === null || prize.couponDays === null)
        throw new Error(`coupon prize ${prize.id} incomplete`);
      const id = await insertMemberCoupon(tx, drawer.companyId, prize.couponId, prize.couponDays);
      return { status: 'done', memberCouponId: id };
    }
    case 'points':
      await appendPoints(tx, drawer.companyId, prize.amount, note, { kind: 'lottery' });
      return { status: 'done', memberCouponId: null };
    case 'balance':
      await appendBalance(tx, drawer.companyId, prize.amount, 'lottery', null, note);
      return { status: 'done', memberCouponId: null };
    case 'goods':
      return { status: 'pending', memberCouponId: null };
    case 'none':
      return { status: 'done', memberCouponId: null };
  }
}

/** POST /api/draw: one draw of the store in the activity. */
export async function draw(
  db: Database,
  drawer: Drawer,
  activityId: number,
  randomInt: RandomInt = cryptoRandomInt,
): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    if (!(await lockStore(tx, drawer.companyId))) throw new AppError('not_found', DRAW_MESSAGES.noStore);
    if (!(await lockActivity(tx, activityId))) throw new AppError('not_found', DRAW_MESSAGES.notFound);
    const activity = assertRunning(await findActivity(tx, activityId));
    const left = await chancesLeft(tx, activity, drawer.companyId);
    if (left <= 0) throw new AppError('bad_request', DRAW_MESSAGES.noChance);
    const prize = choosePrize(await listPrizes(tx, activity.id), randomInt);
    if (!prize) throw new AppError('conflict', DRAW_MESSAGES.noPrize);
    // Under the activity's row lock the stock read is the stock: taking one cannot fail.
    if (prize.stock !== null && !(await takePrizeStock(tx, prize.id)))
      throw new Error(`prize ${prize.id} stock changed under the activity lock`);
    const { status, memberCouponId } = await credit(tx, drawer, activity, prize);
    const recordId = await insertRecord(tx, {
      activityId: activity.id,
      companyId: drawer.companyId,
      memberId: drawer.memberId,
      prize,
      memberCouponId,
      status,
    });
    return {
      record_id: recordId,
      name: prize.name,
      remarks: prize.remarks,
      kind: prize.kind,
      chances_left: left - 1,
    };
  });
}

/** GET /api/draw/simple: the activity for the home pop-up; null for a guest or when none runs. */
export async function simpleEntry(db: Database, companyId: number | null): Promise<DrawEntry | null> {
  if (companyId === null) return null;
  const [activity] = await listRunningActivities(db, 1);
  if (!activity) return null;
  const left = await chancesLeft(db, activity, companyId);
  return { id: activity.id, is_join: left > 0 ? 0 : 1 };
}

/** GET /api/draw/{id}/activity: an activity that is on (running, upcoming or over) and its prizes. */
export async function activityDetail(
  db: Database,
  activityId: number,
  companyId: number | null,
): Promise<DrawActivity> {
  const activity = await findActivity(db, activityId);
  if (!activity?.isActive) throw new AppError('not_found', DRAW_MESSAGES.notFound);
  const prizes = await listPrizes(db, activity.id);
  const extra = companyId === null ? 0 : await findExtraChances(db, activity.id, companyId);
  return {
    id: activity.id,
    title: activity.title,
    rules: activity.rules,
    starts_at: activity.startsAt,
    ends_at: activity.endsAt,
    chances: activity.chancesPerStore + extra,
    chances_left: companyId === null ? null : await chancesLeft(db, activity, companyId),
    prizes: prizes.map((p) => ({ id: p.id, name: p.name, remarks: p.remarks, kind: p.kind })),
  };
}

/** GET /api/draw/new_record?id=: the latest wins of an activity, stores' names masked. */
export async function recentWinners(db: Database, activityId: number): Promise<DrawWinner[]> {
  const activity = await findActivity(db, activityId);
  if (!activity?.isActive) throw new AppError('not_found', DRAW_MESSAGES.notFound);
  const rows = await listRecentWins(db, activityId, RECENT_WINS);
  return rows.map((r) => ({
    id: r.id,
    store: maskStoreName(r.store),
    prize: r.prize,
    created_at: r.createdAt,
  }));
}

/** GET /api/draw/record: the store's own draws, newest first. */
export async function storeRecords(
  db: Database,
  companyId: number,
  query: { page: number; page_size: number; id?: number | undefined },
): Promise<Page<DrawRecord>> {
  const { rows, total } = await listStoreRecords(db, companyId, query.id, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    list: rows.map((r) => {
      const status = r.status as DrawRecordStatus;
      return {
        id: r.id,
        activity_id: r.activityId,
        activity_title: r.activityTitle,
        name: r.name,
        remarks: r.remarks,
        kind: r.kind as DrawPrizeKind,
        status,
        status_text: DRAW_STATUS_TEXT[status],
        created_at: r.createdAt,
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** GET /api/draw/ads: the running activities that carry an advertisement. */
export async function drawAds(db: Database): Promise<DrawAd[]> {
  const activities = await listRunningActivities(db, ADS);
  return activities
    .filter((a) => a.adImage !== '')
    .map((a) => ({ id: a.id, title: a.title, image: a.adImage, url: a.adUrl }));
}
