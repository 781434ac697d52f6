// The trading buyers of `npm run bench:cart`: stores that may buy (approved, demo's licences and
// scopes, a signed contract, as the browser fixtures make them), their login, and the offers they
// may put in a cart.
import { CHINA_TODAY_TEXT } from '../apps/server/src/db/china-time.ts';
import type { DbHandle } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/user/password.ts';
import { DEMO_BUYABLE, DEMO_SCOPES } from '../apps/server/src/seed/pricing.ts';

export const BUYER_PASSWORD = 'bench123456';

/** An approved store with demo's licences and scopes and a signed contract; returns its id. */
export async function createBuyer(handle: DbHandle, username: string, phone: string): Promise<number> {
  const [member] = await handle.query<{ id: number }>(
    `INSERT INTO members (username, phone, password_hash, name) VALUES ($1, $2, $3, '压测采购员') RETURNING id`,
    [username, phone, await hashPassword(BUYER_PASSWORD)],
  );
  const [company] = await handle.query<{ id: number }>(
    `INSERT INTO companies (member_id, name, review_status, province, city, district, address, customer_type)
     SELECT $1, $2, 1, province, city, district, address, customer_type FROM companies WHERE id = 1 RETURNING id`,
    [member?.id, `压测大药房${username}`],
  );
  const companyId = company?.id as number;
  await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [companyId, member?.id]);
  const licences = await handle.query<{ id: number }>(
    'SELECT id FROM company_licences WHERE company_id = 1 AND review_status = 1 ORDER BY id',
  );
  for (const licence of licences) {
    const [copy] = await handle.query<{ id: number }>(
      `INSERT INTO company_licences (company_id, type_id, number, holder, valid_from, expires_on, review_status,
         reviewed_by, reviewed_at)
       SELECT $1, type_id, number, $2, valid_from, GREATEST(expires_on, ${CHINA_TODAY_TEXT} + 365), 1, 'bench', now()
       FROM company_licences WHERE id = $3 RETURNING id`,
      [companyId, `压测大药房${username}`, licence.id],
    );
    await handle.query(
      `INSERT INTO company_licence_scopes (licence_id, scope_id)
       SELECT $1, scope_id FROM company_licence_scopes WHERE licence_id = $2`,
      [copy?.id, licence.id],
    );
  }
  await handle.query(
    `INSERT INTO contract_signatures (company_id, contract_id, signer_name, content_hash)
     SELECT $1, contract_id, '压测采购员', content_hash FROM contract_signatures WHERE company_id = 1`,
    [companyId],
  );
  return companyId;
}

/** Offers the buyers may put in a cart, spread over the catalogue. */
export const buyable = (handle: DbHandle, limit: number, salt: number) =>
  handle.query<{ id: number; goods_id: number; min_quantity: number }>(
    `SELECT o.id, o.goods_id, o.min_quantity FROM offers o JOIN goods g ON g.id = o.goods_id
     WHERE ${DEMO_BUYABLE} AND o.type = 0 AND o.is_buy AND o.stock >= o.min_quantity * 20
     ORDER BY (o.id::bigint * $2) % 100003, o.id LIMIT $3`,
    [DEMO_SCOPES, salt, limit],
  );
