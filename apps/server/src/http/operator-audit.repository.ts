/**
 * The audit writer of the operator console (decision 020). Called with the caller's transaction,
 * so the log row and the change it describes commit together or not at all.
 */
import type { Executor } from '../db/client.ts';
import { operatorAuditLog } from '../db/schema.ts';

export interface AuditRecord {
  operatorId: number;
  /** `<target>.<verb>`, e.g. `licence.approve`. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The state before and after, as plain JSON; null where there is none (a creation). */
  before: unknown;
  after: unknown;
  ip?: string;
  userAgent?: string;
}

export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    operatorId: record.operatorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip ?? '',
    userAgent: record.userAgent ?? '',
  });
}
