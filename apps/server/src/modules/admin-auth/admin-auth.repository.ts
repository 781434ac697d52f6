/** The SQL of operator accounts and of reading the audit log (decision 020). */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorAuditLog, operators } from '../../db/schema.ts';

export interface OperatorRow {
  id: number;
  username: string;
  passwordHash: string;
  name: string;
  roles: string[];
  disabled: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const operatorColumns = {
  id: operators.id,
  username: operators.username,
  passwordHash: operators.passwordHash,
  name: operators.name,
  roles: operators.roles,
  disabled: operators.disabled,
  lastLoginAt: operators.lastLoginAt,
  createdAt: operators.createdAt,
};

export async function findOperatorByUsername(
  ex: Executor,
  username: string,
): Promise<OperatorRow | undefined> {
  const rows = await ex
    .select(operatorColumns)
    .from(operators)
    .where(eq(operators.username, username))
    .limit(1);
  return rows[0];
}

/** The row, locked for the caller's transaction when `forUpdate`. */
export async function findOperatorById(
  ex: Executor,
  id: number,
  forUpdate = false,
): Promise<OperatorRow | undefined> {
  const query = ex.select(operatorColumns).from(operators).where(eq(operators.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function markOperatorLogin(ex: Executor, id: number, at: Date): Promise<void> {
  await ex.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
}

export async function listOperatorRows(ex: Executor): Promise<OperatorRow[]> {
  return ex.select(operatorColumns).from(operators).orderBy(operators.id);
}

export interface NewOperator {
  username: string;
  passwordHash: string;
  name: string;
  roles: string[];
}

/** The new id, or undefined when the username is taken in any case (0047's unique lower(username)). */
export async function insertOperator(ex: Executor, row: NewOperator): Promise<number | undefined> {
  const rows = await ex
    .insert(operators)
    .values(row)
    // No target: the conflict to absorb is on lower(username) as well as on the exact name.
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return rows[0]?.id;
}

export async function updateOperator(
  ex: Executor,
  id: number,
  change: Partial<Pick<OperatorRow, 'roles' | 'disabled' | 'passwordHash'>>,
): Promise<void> {
  await ex
    .update(operators)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(operators.id, id));
}

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Instants: from included, until excluded. */
  from?: Date;
  until?: Date;
}

export interface AuditRow {
  id: number;
  operatorId: number;
  operatorName: string;
  operatorUsername: string;
  at: Date;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.operatorId === undefined ? undefined : eq(operatorAuditLog.operatorId, filter.operatorId),
    filter.action === undefined ? undefined : eq(operatorAuditLog.action, filter.action),
    filter.targetType === undefined ? undefined : eq(operatorAuditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(operatorAuditLog.targetId, filter.targetId),
    filter.from === undefined ? undefined : gte(operatorAuditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(operatorAuditLog.at, filter.until),
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

export async function listAuditRows(
  ex: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const rows = await ex
    .select({
      id: operatorAuditLog.id,
      operatorId: operatorAuditLog.operatorId,
      operatorName: operators.name,
      operatorUsername: operators.username,
      at: operatorAuditLog.at,
      action: operatorAuditLog.action,
      targetType: operatorAuditLog.targetType,
      targetId: operatorAuditLog.targetId,
      before: operatorAuditLog.before,
      after: operatorAuditLog.after,
      ip: operatorAuditLog.ip,
    })
    .from(operatorAuditLog)
    .innerJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
    .where(where)
    .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const totals = await ex.select({ total: count() }).from(operatorAuditLog).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}
