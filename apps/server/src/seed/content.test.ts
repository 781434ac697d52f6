/** Settings, navigation, banners, help articles and links of the seeded template database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from '../db/client.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

const rows = <T>(text: string, params?: unknown[]) => handle.query<T>(text, params);

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose?.();
});

describe('settings', () => {
  it('holds the site, customer service, QR and quality-inspection values', async () => {
    const values = new Map(
      (await rows<{ key: string; value: unknown }>('SELECT key, value FROM settings')).map((r) => [
        r.key,
        r.value,
      ]),
    );
    expect(values.get('site')).toMatchObject({
      name: '康源医药商城',
      hot_line: '400-826-1888',
      footer: {
        icp: '浙ICP备20240001号-1',
        notice: expect.stringContaining('不发布麻醉药品、精神药品'),
        licences: expect.arrayContaining([
          { name: '药品经营许可证', number: '浙AA5710001', image: '/media/licence-1.svg' },
        ]),
      },
    });
    const site = values.get('site') as { footer: { licences: unknown[] } };
    expect(site.footer.licences).toHaveLength(4);
    const contacts = values.get('customer_service') as { name: string; url: string }[];
    expect(contacts.map((c) => c.name)).toEqual(['在线客服一', '在线客服二']);
    expect(contacts.every((c) => c.url.startsWith('https://wpa.qq.com/msgrd?'))).toBe(true);
    expect(values.get('qr')).toEqual({
      mini_program: '/media/qr-mini-program.svg',
      official_account: '/media/qr-official-account.svg',
    });
    expect(values.get('quality_inspection')).toMatchObject({ url: '' });
  });
});

describe('navigation', () => {
  it('has 11 top-level entries, two of them with 2–4 children', async () => {
    const top = await rows<{ id: number; name: string; url: string }>(
      'SELECT id, name, url FROM nav_entries WHERE parent_id IS NULL ORDER BY sort',
    );
    expect(top).toHaveLength(11);
    expect(top[0]).toMatchObject({ name: '首页', url: '/' });
    expect(top.map((t) => t.url)).toContain('/jxqzc');
    const parents = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM nav_entries WHERE parent_id IS NOT NULL GROUP BY parent_id',
    );
    expect(parents).toHaveLength(2);
    expect(parents.every((p) => p.n >= 2 && p.n <= 4)).toBe(true);
  });

  it('has 8 hot searches linking to the drug search', async () => {
    const hot = await rows<{ name: string; url: string }>('SELECT name, url FROM hot_searches ORDER BY sort');
    expect(hot).toHaveLength(8);
    expect(hot[0]).toEqual({
      name: '阿莫西林',
      url: '/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=0',
    });
  });

  it('has footer links and public friendly links', async () => {
    const links = await rows<{ name: string; url: string }>('SELECT name, url FROM links ORDER BY sort');
    expect(links).toContainEqual({ name: '关于我们', url: '/help/us/link' });
    expect(links).toContainEqual({ name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' });
  });
});

describe('banners', () => {
  it('fills every slot position the pages use', async () => {
    const positions = new Map(
      (
        await rows<{ position: string; n: number }>(
          'SELECT position, count(*)::int AS n FROM focus_slots GROUP BY position',
        )
      ).map((r) => [r.position, r.n]),
    );
    expect(Object.fromEntries(positions)).toMatchObject({
      main: 4,
      top: 1,
      right: 2,
      login: 1,
      float_bottom: 1,
      ad_top_right: 1,
    });
    for (const zone of ['xrtj', 'yx', 'zyzq', 'kxzq', 'ppzq'])
      expect(positions.get(zone)).toBeGreaterThanOrEqual(2);
  });

  it('has one main banner without a link and one with a notice', async () => {
    const main = await rows<{ url: string; notice: string | null }>(
      "SELECT url, notice FROM focus_slots WHERE position = 'main' ORDER BY sort",
    );
    expect(main.filter((b) => b.url === '')).toHaveLength(1);
    expect(main.filter((b) => b.notice === '活动将于12月1日开始')).toHaveLength(1);
  });
});

describe('help articles', () => {
  it('has the help categories in id order, id 3 being the service category', async () => {
    const categories = await rows(
      "SELECT id, name, path FROM article_categories WHERE path LIKE '/help%' ORDER BY id",
    );
    expect(categories).toEqual([
      { id: 1, name: '新手指南', path: '/help/xrzn' },
      { id: 2, name: '支付配送', path: '/help/zfps' },
      { id: 3, name: '服务保障', path: '/help/fwbz' },
      { id: 4, name: '关于我们', path: '/help/us' },
      { id: 7, name: '服务中心', path: '/help/fwzx' },
    ]);
  });

  it('has several paragraphs of real text per article', async () => {
    const articles = await rows<{ category_id: number; title: string; content: string }>(
      'SELECT category_id, title, content FROM articles ORDER BY category_id, sort',
    );
    expect(articles.filter((a) => a.category_id === 1).map((a) => a.title)).toEqual([
      '会员注册',
      '购物指南',
      '安全购药',
      '资质上传说明',
    ]);
    expect(articles.filter((a) => a.category_id === 3).map((a) => a.title)).toContain('专属客服');
    for (const a of articles) {
      expect(a.content.split('\n').length).toBeGreaterThanOrEqual(4);
      expect(a.content.length).toBeGreaterThan(150);
    }
  });
});
