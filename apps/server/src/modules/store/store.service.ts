/**
 * The stores (companies) one login acts for (/zhzx/ddgl): list them, and switch the acting one.
 * Carts, orders, licences, addresses and messages all follow the acting store.
 */
import { REVIEW_STATUS_TEXT, type ReviewStatus, type StoreEntry } from '@mall/shared/account';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  findMemberStore,
  findStore,
  listMemberStores,
  type StoreRow,
  setCurrentCompany,
  setSessionCompany,
} from './store.repository.ts';

export const STORE_NOT_FOUND = '门店不存在';

/** The acting store as buying reads it; 404 when it is gone. */
export async function storeOf(ex: Executor, companyId: number): Promise<StoreRow> {
  const store = await findStore(ex, companyId);
  if (!store) throw new AppError('not_found', STORE_NOT_FOUND);
  return store;
}

const reviewStatusOf = (value: number): ReviewStatus => (value === 1 || value === 2 ? value : 0);

export async function listStores(db: Database, session: SessionInfo): Promise<StoreEntry[]> {
  const rows = await listMemberStores(db, session.memberId);
  return rows.map((row) => {
    const status = reviewStatusOf(row.reviewStatus);
    return {
      id: row.id,
      name: row.name,
      customer_type: row.customerType,
      review_status: status,
      review_status_text: REVIEW_STATUS_TEXT[status],
      is_current: row.id === session.companyId ? 1 : 0,
    };
  });
}

/**
 * Makes `companyId` the acting store of this session and of the member's next login, in one
 * transaction. A store of another member is not found. Returns the session as it now is.
 */
export async function switchStore(
  db: Database,
  session: SessionInfo,
  sessionIdHash: string,
  companyId: number,
): Promise<SessionInfo> {
  await db.transaction(async (tx) => {
    const store = await findMemberStore(tx, session.memberId, companyId);
    if (!store) throw new AppError('not_found', STORE_NOT_FOUND);
    await setCurrentCompany(tx, session.memberId, companyId);
    await setSessionCompany(tx, sessionIdHash, session.memberId, companyId);
  });
  return { ...session, companyId };
}
