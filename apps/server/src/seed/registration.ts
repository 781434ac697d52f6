/**
 * Salesperson codes (ywy) of the demo account managers, matching the codes the demo stores carry:
 * 王静 is YW001, 李强 YW002, and so on. The default manager (the service centre) has none.
 */
import type { DbHandle } from '../db/client.ts';

export async function seedRegistration(handle: DbHandle): Promise<void> {
  await handle.query(
    `UPDATE account_managers SET code = 'YW' || lpad((id - 1)::text, 3, '0') WHERE NOT is_default`,
  );
}
