/**
 * Wanted varieties (品种求购): what a member asks the store to stock, and how far the store got
 * (已登记 → 已采购 → 已上架 with the goods to buy). Reads are of the session member's own rows.
 */
import type { Page } from '@mall/shared/codes';
import { formatFen } from '@mall/shared/money';
import {
  SELF_SERVICE_MESSAGES as M,
  WANTED_STATUS,
  type WantedRead,
  type WantedStatus,
} from '@mall/shared/self-service';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import {
  countOwnWanted,
  findOwnWanted,
  insertWanted,
  isGoodsOnSale,
  listOwnWanted,
  setWantedStatus,
  type WantedRow,
} from './wanted.repository.ts';
import { wantedSchema } from './wanted.schemas.ts';

function toRead(row: WantedRow): WantedRead {
  const status = row.status as WantedStatus;
  return {
    id: row.id,
    goods_name: row.goodsName,
    spec: row.spec,
    manufacturer: row.manufacturer,
    quantity: row.quantity,
    expected_price: row.expectedPrice === null ? null : formatFen(row.expectedPrice),
    note: row.note,
    status,
    status_text: WANTED_STATUS[status],
    goods_id: status === 2 ? row.goodsId : null,
    reply: row.reply,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function createWanted(
  ctx: AppContext,
  session: SessionInfo,
  body: unknown,
): Promise<WantedRead> {
  const input = parseInput(wantedSchema, body);
  const id = await insertWanted(ctx.db, {
    memberId: session.memberId,
    companyId: session.companyId,
    goodsName: input.goods_name,
    spec: input.spec,
    manufacturer: input.manufacturer,
    quantity: input.quantity,
    expectedPrice: input.expected_price ?? null,
    note: input.note,
  });
  return wantedDetail(ctx, session, id);
}

export async function listWanted(
  ctx: AppContext,
  session: SessionInfo,
  page: { page: number; pageSize: number },
): Promise<Page<WantedRead>> {
  const [total, rows] = await Promise.all([
    countOwnWanted(ctx.db, session.memberId),
    listOwnWanted(ctx.db, session.memberId, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    }),
  ]);
  return { list: rows.map(toRead), total, page: page.page, page_size: page.pageSize };
}

export async function wantedDetail(ctx: AppContext, session: SessionInfo, id: number): Promise<WantedRead> {
  const row = await findOwnWanted(ctx.db, session.memberId, id);
  if (!row) throw new AppError('not_found', M.wantedNotFound);
  return toRead(row);
}

/** A change the store may not make (已上架 without goods on sale); the message is the operator's to read. */
export class WantedChangeRefusal extends Error {}

export interface WantedChange {
  status: 0 | 1 | 2;
  /** Required for 已上架 (2): the goods on sale the request became. */
  goodsId?: number | null;
  reply?: string;
}

/**
 * The store's progress on a request, for the `orders wanted` command and the console alike:
 * 已上架 names goods on sale, the other states none. False when there is no such request.
 */
export async function changeWantedStatus(ex: Executor, id: number, change: WantedChange): Promise<boolean> {
  let goodsId: number | null = null;
  if (change.status === 2) {
    if (!change.goodsId) throw new WantedChangeRefusal('已上架需填写上架的商品编号');
    if (!(await isGoodsOnSale(ex, change.goodsId)))
      throw new WantedChangeRefusal(`商品 ${change.goodsId} 不存在或未上架`);
    goodsId = change.goodsId;
  }
  return setWantedStatus(ex, id, {
    status: change.status,
    goodsId,
    ...(change.reply === undefined ? {} : { reply: change.reply }),
  });
}
