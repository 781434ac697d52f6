/**
 * The home page's category floors (home_floors): the top categories holding the most goods on
 * sale, in menu order, each with a tall generated banner in its category's colour.
 */
import { HOME_FLOORS } from '@mall/shared/home';
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { CATEGORY_TREE } from './categories-data.ts';
import { bannerSvg } from './images.ts';
import { insertMedia, mediaUrl } from './media.ts';
import { shade } from './svg.ts';

/** The floor banner stands left of a row of goods cards. */
const BANNER_SIZE = { width: 240, height: 520 };

const SLOGANS: Record<string, string> = {
  西药: '常用处方 品规齐全',
  中成药: '经典名方 老字号直供',
  中药饮片: '道地药材 产地直采',
  皮肤五官用药: '外用眼耳鼻喉 一站备齐',
  医疗器械: '家用检测 防护敷料',
  保健食品: '营养补充 增强免疫',
  参茸滋补: '阿胶参茸 名贵滋补',
  计生用品: '计生检测 隐私发货',
  消毒用品: '皮肤环境 消毒全覆盖',
  个人护理: '口腔皮肤 日常护理',
};
const DEFAULT_SLOGAN = '品种齐全 厂家直供';

export async function seedHomeFloors(handle: DbHandle): Promise<void> {
  const roots = await handle.query<{ id: number; name: string }>(
    `WITH RECURSIVE tree(root_id, id) AS (
       SELECT id, id FROM categories WHERE parent_id IS NULL AND is_shown
       UNION ALL
       SELECT tree.root_id, c.id FROM categories c JOIN tree ON c.parent_id = tree.id
     ), counted AS (
       SELECT tree.root_id, count(g.id) AS n FROM tree JOIN goods g ON g.category_id = tree.id AND g.is_on_sale
       GROUP BY tree.root_id ORDER BY n DESC, tree.root_id LIMIT $1
     )
     SELECT c.id, c.name FROM counted JOIN categories c ON c.id = counted.root_id ORDER BY c.sort, c.id`,
    [HOME_FLOORS],
  );
  const style = new Map(CATEGORY_TREE.map((root) => [root.name, root]));
  await bulkInsert(
    handle,
    'home_floors',
    [
      { name: 'category_id', kind: 'int' },
      { name: 'banner', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    roots.map((root, i) => [root.id, mediaUrl(`floor-${root.id}.svg`), (i + 1) * 10]),
  );
  await insertMedia(
    handle,
    roots.map((root) => {
      const seed = style.get(root.name);
      const color = seed?.color ?? '#1677ff';
      return {
        id: `floor-${root.id}.svg`,
        svg: bannerSvg({
          ...BANNER_SIZE,
          title: root.name,
          subtitle: SLOGANS[root.name] ?? DEFAULT_SLOGAN,
          cta: '查看更多',
          from: color,
          to: shade(color, 0.35),
          glyph: seed?.glyph ?? 'box',
        }),
      };
    }),
  );
}
