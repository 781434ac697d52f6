// Database upkeep for `npm run bench:all` on a PostgreSQL server whose autovacuum is off.
import pg from 'pg';

/** The tables a soak churns: cart lines come and go, stock and orders are written all along. */
const CHURNED = 'cart_lines, offers, orders, order_lines, order_events, jobs, sessions, balance_ledger';

/**
 * What a production server's autovacuum does while the soak runs, for a server that has it off (a CI
 * machine may): without it the cart lines' dead rows pile up minute by minute and every cart read
 * slows, which is the server's configuration, not the store. Null when autovacuum is on.
 */
export async function vacuumerFor(url: string): Promise<(() => Promise<void>) | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
    if (rows[0]?.autovacuum === 'on') return null;
  } finally {
    await client.end();
  }
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`VACUUM (ANALYZE) ${CHURNED}`);
    } finally {
      await c.end();
    }
  };
}
