/**
 * The operator console's accounts (decision 020): login with the members' throttling, who am I,
 * operators management and reading the audit log. Every change is audited in its transaction.
 */
import {
  type AdminLoginInput,
  type AdminMe,
  type AuditItem,
  isOperatorRole,
  type OperatorItem,
  type OperatorRole,
  type Paged,
  permissionsOf,
} from '@mall/shared/admin';
import type { AuditQuery, OperatorCreateInput } from '@mall/shared/admin-schemas';
import { chinaMidnight } from '@mall/shared/china-time';
import { isPersonalPassword, PASSWORD_MESSAGES } from '@mall/shared/password-policy';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { deleteOperatorSessions } from '../../http/operator-session.repository.ts';
import type { OperatorInfo } from '../../http/operator-session.ts';
import { hashPassword, verifyPassword } from '../user/password.ts';
import {
  findOperatorById,
  findOperatorByUsername,
  insertOperator,
  listAuditRows,
  listOperatorRows,
  markOperatorLogin,
  type OperatorRow,
  updateOperator,
} from './admin-auth.repository.ts';

export interface Actor {
  operatorId: number;
  ip: string;
  userAgent: string;
}

export async function authenticateOperator(
  ctx: AppContext,
  input: AdminLoginInput,
  ip: string,
): Promise<Omit<OperatorInfo, 'csrfToken'>> {
  await ctx.loginLimiter.admitAddress(ip);
  const candidate = await findOperatorByUsername(ctx.db, input.username);
  const account = candidate ? { operatorId: candidate.id } : { typed: input.username };
  // A name nobody has is hashed against too, so the answer's timing does not tell.
  const valid = await ctx.loginLimiter.guess(account, ip, () =>
    verifyPassword(candidate?.passwordHash, input.password),
  );
  if (!candidate || !valid) throw new AppError('bad_request', '用户名或密码错误');
  if (candidate.disabled) throw new AppError('forbidden', '账号已停用，请联系管理员');
  await markOperatorLogin(ctx.db, candidate.id, new Date());
  return { id: candidate.id, username: candidate.username, name: candidate.name, roles: candidate.roles };
}

const knownRoles = (roles: string[]): OperatorRole[] => roles.filter(isOperatorRole);

export function meOf(operator: OperatorInfo | null): AdminMe | null {
  if (!operator) return null;
  return {
    id: operator.id,
    username: operator.username,
    name: operator.name,
    roles: knownRoles(operator.roles),
    permissions: permissionsOf(operator.roles),
  };
}

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

function toItem(row: OperatorRow): OperatorItem {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    roles: knownRoles(row.roles),
    disabled: row.disabled,
    created_at: seconds(row.createdAt),
    last_login_at: row.lastLoginAt ? seconds(row.lastLoginAt) : null,
  };
}

/** What the audit log keeps of an operator: never its password hash. */
const auditView = (row: OperatorRow) => ({
  username: row.username,
  name: row.name,
  roles: row.roles,
  disabled: row.disabled,
});

export async function listOperators(ctx: AppContext): Promise<OperatorItem[]> {
  return (await listOperatorRows(ctx.db)).map(toItem);
}

export async function createOperator(
  ctx: AppContext,
  actor: Actor,
  input: OperatorCreateInput,
): Promise<OperatorItem> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const id = await insertOperator(tx, {
      username: input.username,
      passwordHash,
      name: input.name,
      roles: input.roles,
    });
    if (id === undefined) throw new AppError('conflict', '用户名已存在');
    const row = (await findOperatorById(tx, id)) as OperatorRow;
    await recordAudit(tx, {
      ...actor,
      action: 'operator.create',
      targetType: 'operator',
      targetId: id,
      before: null,
      after: auditView(row),
    });
    return toItem(row);
  });
}

type OperatorChange =
  | { kind: 'roles'; roles: OperatorRole[] }
  | { kind: 'disabled'; disabled: boolean }
  | { kind: 'password'; password: string };

/** Changes one operator, refusing what would lock the acting admin out of its own console. */
export async function changeOperator(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: OperatorChange,
): Promise<OperatorItem> {
  const passwordHash = change.kind === 'password' ? await hashPassword(change.password) : undefined;
  return ctx.db.transaction(async (tx) => {
    const before = await findOperatorById(tx, id, true);
    if (!before) throw new AppError('not_found', '操作员不存在');
    const self = before.id === actor.operatorId;
    let action: string;
    if (change.kind === 'roles') {
      if (self && !change.roles.includes('admin'))
        throw new AppError('bad_request', '不能取消自己的管理员角色');
      await updateOperator(tx, id, { roles: change.roles });
      action = 'operator.roles';
    } else if (change.kind === 'disabled') {
      if (self && change.disabled) throw new AppError('bad_request', '不能停用自己的账号');
      await updateOperator(tx, id, { disabled: change.disabled });
      if (change.disabled) await deleteOperatorSessions(tx, id);
      action = change.disabled ? 'operator.disable' : 'operator.enable';
    } else {
      if (isPersonalPassword(change.password, [before.username]))
        throw AppError.validation({ password: [PASSWORD_MESSAGES.personal] });
      await updateOperator(tx, id, { passwordHash });
      // A reset password ends the sessions opened with the old one (but not the acting admin's own).
      if (!self) await deleteOperatorSessions(tx, id);
      action = 'operator.password';
    }
    const after = (await findOperatorById(tx, id)) as OperatorRow;
    await recordAudit(tx, {
      ...actor,
      action,
      targetType: 'operator',
      targetId: id,
      before: change.kind === 'password' ? { password: '******' } : auditView(before),
      after: change.kind === 'password' ? { password: '已重置' } : auditView(after),
    });
    return toItem(after);
  });
}

export async function listAudit(ctx: AppContext, query: AuditQuery): Promise<Paged<AuditItem>> {
  const from = query.from === undefined ? null : chinaMidnight(query.from);
  const until = query.to === undefined ? null : chinaMidnight(query.to, 1);
  if (query.from !== undefined && from === null) throw AppError.validation({ from: ['日期格式有误'] });
  if (query.to !== undefined && until === null) throw AppError.validation({ to: ['日期格式有误'] });
  const { rows, total } = await listAuditRows(
    ctx.db,
    {
      operatorId: query.operator_id,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id,
      from: from === null ? undefined : new Date(from * 1000),
      until: until === null ? undefined : new Date(until * 1000),
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      operator_id: row.operatorId,
      operator_name: row.operatorName,
      operator_username: row.operatorUsername,
      at: seconds(row.at),
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
