/** The balance chart of the member centre: money in and out per China-time month (GET /api/user/user_money_stat). */
import { formatFen } from '@mall/shared/money';
import type { MoneyStatMonth } from '@mall/shared/recharge';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { monthlyStat } from './money-stat.repository.ts';

/** The last `months` months up to this one, oldest first; a month without movements reads 0.00. */
export async function moneyStat(
  ctx: DbContext,
  session: SessionInfo,
  months: number,
): Promise<MoneyStatMonth[]> {
  const rows = await monthlyStat(ctx.db, session.companyId, months);
  return rows.map((r) => ({ month: r.month, in: formatFen(r.in_fen), out: formatFen(r.out_fen) }));
}
