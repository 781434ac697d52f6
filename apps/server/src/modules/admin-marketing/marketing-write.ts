/**
 * The marketing section's one shape of write: inside one transaction read the record locked,
 * change it, read it again and write the audit row with before and after; once committed, drop
 * the catalogue caches so the store shows the change at once.
 */
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';

/** Who acts, as the audit row records them. */
export interface Actor {
  operatorId: number;
  ip: string;
  userAgent: string;
}
type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

export interface SwitchSpec<T> {
  action: string;
  targetType: string;
  /** the record as the console shows it; `lock` takes its row for the transaction */
  read: (tx: Tx, id: number, lock?: boolean) => Promise<T>;
  set: (tx: Tx, id: number, enabled: boolean) => Promise<unknown>;
}

/** 启用 / 停用 a record, audited. */
export async function switchAudited<T>(
  ctx: DbContext,
  actor: Actor,
  spec: SwitchSpec<T>,
  id: number,
  enabled: boolean,
): Promise<T> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await spec.read(tx, id, true);
    await spec.set(tx, id, enabled);
    const after = await spec.read(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: spec.action,
      targetType: spec.targetType,
      targetId: id,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}
