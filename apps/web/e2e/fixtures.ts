/** Rows the browser journeys need beyond the demo data. */
import { hash } from '@node-rs/argon2';
import type { DbHandle } from '../../server/src/db/client.ts';

export const BADGE_MEMBER = { username: 'bulkbuyer', password: 'bulk123456', cartLines: 120 };

export async function insertFixtures(handle: DbHandle): Promise<void> {
  // argon2id with the server's parameters, so the login path is the real one.
  const passwordHash = await hash(BADGE_MEMBER.password, {
    algorithm: 2,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  const [member] = await handle.query<{ id: number }>(
    `INSERT INTO members (username, phone, password_hash, name) VALUES ($1, '13800009999', $2, '批量采购员')
     RETURNING id`,
    [BADGE_MEMBER.username, passwordHash],
  );
  const [company] = await handle.query<{ id: number }>(
    `INSERT INTO companies (member_id, name, review_status, province, city, district, address)
     VALUES ($1, '大宗采购连锁药房', 1, '湖北省', '武汉市', '江汉区', '解放大道 100 号') RETURNING id`,
    [member!.id],
  );
  await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [company!.id, member!.id]);
  await handle.query(
    `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key)
     SELECT $1, id, min_quantity, 'o' || id FROM offers WHERE is_buy AND stock > 0 ORDER BY id LIMIT $2`,
    [company!.id, BADGE_MEMBER.cartLines],
  );
}
