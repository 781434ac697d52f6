import type { GlobalLink } from '@mall/shared/focus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('GET /api/global/links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.query(
      `INSERT INTO links (name, url, sort) VALUES ('国家药监局', 'https://www.nmpa.gov.cn', -2), ('卫健委', 'https://www.nhc.gov.cn', -1)`,
    );
  });
  afterAll(() => t.close());

  it('lists every link by sort with its url', async () => {
    const res = await t.client().get<GlobalLink[]>('/api/global/links');
    expect(res.body.code).toBe(10000);
    const rows = await t.handle.query<GlobalLink>('SELECT id, name, url FROM links ORDER BY sort, id');
    expect(res.body.data).toEqual(rows);
    expect(res.body.data.slice(0, 2).map((l) => l.name)).toEqual(['国家药监局', '卫健委']);
  });
});
