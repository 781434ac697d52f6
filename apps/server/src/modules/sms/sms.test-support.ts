/** What the API tests of joining and passwords share: fresh phones and addresses, codes read from the outbox. */
import { randomInt } from 'node:crypto';
import type { DbHandle } from '../../db/client.ts';

let sequence = 0;
const base = randomInt(0, 90_000_000);

/** A mobile number no seeded or fixture member has (fixtures use 139…, the seed 138…). */
export const freshPhone = (): string => `137${String((base + ++sequence) % 100_000_000).padStart(8, '0')}`;

/** A caller address of its own, so per-address daily caps of one test do not touch another. */
export const freshIp = (): string => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${++sequence % 250}`;

/** The code of the newest message the dev outbox holds for this phone. */
export async function readCode(handle: DbHandle, phone: string): Promise<string> {
  const rows = await handle.query<{ body: string }>(
    'SELECT body FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1',
    [phone],
  );
  const code = rows[0]?.body.match(/验证码为(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Moves the clock of the live code back, as if that many seconds had passed. */
export async function ageCode(handle: DbHandle, phone: string, seconds: number): Promise<void> {
  await handle.query(
    `UPDATE sms_codes SET sent_at = sent_at - make_interval(secs => $2),
       expires_at = expires_at - make_interval(secs => $2) WHERE phone = $1`,
    [phone, seconds],
  );
}
