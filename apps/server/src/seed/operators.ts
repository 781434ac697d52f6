/**
 * The demo operators of the console (decision 020): one per role, each with its own password.
 * Seeded with the demo store only (and so in the test template), never into a real one.
 */
import type { OperatorRole } from '@mall/shared/admin';
import type { DbHandle } from '../db/client.ts';
import { hashPassword } from '../modules/user/password.ts';

export const DEMO_OPERATORS: readonly {
  username: string;
  password: string;
  name: string;
  role: OperatorRole;
}[] = [
  { username: 'admin', password: 'admin123456', name: '系统管理员', role: 'admin' },
  { username: 'shenhe', password: 'shenhe123456', name: '审核专员', role: 'reviewer' },
  { username: 'yunying', password: 'yunying123456', name: '运营专员', role: 'ops' },
  { username: 'kefu01', password: 'kefu123456', name: '客服01', role: 'service' },
  { username: 'caiwu', password: 'caiwu123456', name: '财务专员', role: 'finance' },
];

export async function seedOperators(handle: DbHandle): Promise<void> {
  for (const operator of DEMO_OPERATORS) {
    await handle.query(
      'INSERT INTO operators (username, password_hash, name, roles) VALUES ($1, $2, $3, $4)',
      [operator.username, await hashPassword(operator.password), operator.name, [operator.role]],
    );
  }
}

export async function hasOperators(handle: DbHandle): Promise<boolean> {
  const rows = await handle.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM operators) AS any');
  return rows[0]?.any === true;
}
