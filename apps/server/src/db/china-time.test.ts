import { chinaToday } from '@mall/shared/china-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { CHINA_TODAY_TEXT, chinaChar, chinaCharText, chinaDate } from './china-time.ts';
import type { DbHandle } from './client.ts';
import { rowsOf } from './sql-rows.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

// 2025-12-31 16:30 UTC: already 00:30 on New Year's Day in China, still 11:30 on Dec 31 in New York.
const NEW_YEAR_0030 = "'2025-12-31T16:30:00Z'::timestamptz";

interface Read {
  day: string;
  minute: string;
  minute_text: string;
  today: string;
}

// The session's zone is set inside one transaction, so a pooled connection is left as it was.
async function readIn(zone: string): Promise<Read> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('TimeZone', ${zone}, true)`);
    const [row] = await rowsOf<Read>(
      tx,
      sql`SELECT ${chinaDate(sql.raw(NEW_YEAR_0030))}::text AS day,
            ${chinaChar(sql.raw(NEW_YEAR_0030), 'YYYY-MM-DD HH24:MI')} AS minute,
            ${sql.raw(chinaCharText(NEW_YEAR_0030, 'YYYY-MM-DD HH24:MI'))} AS minute_text,
            ${sql.raw(CHINA_TODAY_TEXT)}::text AS today`,
    );
    return row as Read;
  });
}

describe.each(['UTC', 'America/New_York', 'Pacific/Kiritimati'])('SQL China time in a %s session', (zone) => {
  it("reads a moment on China's calendar and clock", async () => {
    const read = await readIn(zone);
    expect(read.day).toBe('2026-01-01');
    expect(read.minute).toBe('2026-01-01 00:30');
    expect(read.minute_text).toBe('2026-01-01 00:30');
  });

  it("takes today from China's calendar", async () => {
    const before = chinaToday();
    const { today } = await readIn(zone);
    // Either side of a China midnight that falls between the two reads.
    expect([before, chinaToday()]).toContain(today);
  });
});
