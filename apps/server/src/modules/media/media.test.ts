import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('GET /media/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.query(
      "INSERT INTO media (id, mime, body) VALUES ('test-tile-1.svg', 'image/svg+xml', $1)",
      [Buffer.from(SVG)],
    );
  });
  afterAll(() => t.close());

  it('serves the stored bytes with a day of caching and an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/test-tile-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toBe(SVG);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/media/test-tile-1.svg' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/test-tile-1.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('answers 404 for a missing image or a malformed name', async () => {
    for (const url of ['/media/missing.svg', '/media/..%2Fsecret.svg', '/media/UPPER.png', '/media/a.gif']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
