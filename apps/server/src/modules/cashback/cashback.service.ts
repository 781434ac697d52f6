/**
 * The 满额返 page: the running (or named) campaign reaching the reader's store with its tiers, and
 * the store's cashback so far. A guest sees only a campaign that restricts no one.
 */
import { type CashbackCampaign, type CashbackPage, tierText } from '@mall/shared/cashback';
import { formatFen } from '@mall/shared/money';
import type { Database } from '../../db/client.ts';
import type { SessionInfo } from '../../http/session.ts';
import { viewerOf } from '../goods/goods.service.ts';
import {
  type CampaignRow,
  findCampaign,
  findRunningCampaign,
  listTiers,
  storeCashback,
} from './cashback.repository.ts';

async function withTiers(db: Database, row: CampaignRow | undefined): Promise<CashbackCampaign | null> {
  if (!row) return null;
  const tiers = await listTiers(db, [row.id]);
  return {
    id: row.id,
    title: row.title,
    rules: row.rules,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    scope: row.scope,
    tiers: tiers.map((t) => ({
      threshold: formatFen(t.threshold),
      cashback: formatFen(t.cashback),
      text: tierText(t),
    })),
  };
}

export async function cashbackPage(
  db: Database,
  session: SessionInfo | null,
  query: { id?: number | undefined },
  now: Date = new Date(),
): Promise<CashbackPage> {
  const companyId = session?.companyId ?? null;
  const viewer = await viewerOf({ db }, session);
  const row =
    query.id === undefined
      ? await findRunningCampaign(db, now, viewer)
      : await findCampaign(db, query.id, viewer);
  const [campaign, mine] = await Promise.all([
    withTiers(db, row),
    companyId === null ? Promise.resolve(null) : storeCashback(db, companyId),
  ]);
  return { campaign, mine: mine && { total: formatFen(mine.total), orders: mine.orders } };
}
