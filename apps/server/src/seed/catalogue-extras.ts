/**
 * What the catalogue zones show beyond the base catalogue: origin (产地) and grade of herbal
 * pieces, the class of medical devices (with a registration or filing number that matches it),
 * and the lower price of near-expiry stock. Set-based updates, so 200k goods cost a few statements.
 */
import type { DbHandle } from '../db/client.ts';

/** 道地产地 of each herbal piece; a goods takes one by its id. */
const HERBAL_ORIGINS: Record<string, string[]> = {
  桂枝: ['广西', '广东'],
  紫苏叶: ['湖北', '江苏'],
  荆芥: ['河北', '江苏'],
  防风: ['内蒙古', '黑龙江'],
  薄荷: ['江苏', '安徽'],
  菊花: ['安徽', '浙江'],
  桑叶: ['浙江', '江苏'],
  柴胡: ['甘肃', '山西'],
  葛根: ['湖南', '河南'],
  知母: ['河北', '山西'],
  栀子: ['江西', '湖南'],
  淡竹叶: ['浙江', '安徽'],
  金银花: ['山东', '河南'],
  连翘: ['山西', '河南'],
  蒲公英: ['河北', '山东'],
  板蓝根: ['甘肃', '河北'],
  黄芩: ['河北', '内蒙古', '山西'],
  黄连: ['重庆', '四川'],
  黄柏: ['四川', '贵州'],
  黄芪: ['内蒙古', '甘肃'],
  党参: ['甘肃', '山西'],
  白术: ['浙江', '安徽'],
  甘草: ['内蒙古', '甘肃', '新疆'],
  当归: ['甘肃'],
  熟地黄: ['河南'],
  白芍: ['安徽', '浙江'],
  枸杞子: ['宁夏', '青海'],
  麦冬: ['四川', '浙江'],
  百合: ['湖南', '甘肃'],
  川芎: ['四川'],
  延胡索: ['浙江'],
  三七粉: ['云南'],
  丹参: ['四川', '山东'],
  红花: ['新疆', '河南'],
  益母草: ['河南', '安徽'],
  玫瑰花: ['山东', '甘肃'],
  胎菊: ['浙江'],
  大枣: ['新疆', '河北'],
  山楂: ['山东', '河北'],
  决明子: ['安徽', '河南'],
  酸枣仁: ['河北', '山东'],
  生晒参: ['吉林'],
  红参片: ['吉林'],
  西洋参片: ['吉林'],
  鹿茸片: ['吉林'],
  铁皮石斛枫斗: ['浙江', '云南'],
  灵芝片: ['浙江', '安徽'],
};
const FALLBACK_ORIGINS = ['安徽', '河北'];
export const HERBAL_GRADES = ['统货', '选货', '一等'];

/** Classification of the device templates (医疗器械分类目录); unlisted devices are 二类. */
const DEVICE_CLASSES: Record<string, '一类' | '二类' | '三类'> = {
  医用纱布块: '一类',
  医用脱脂纱布卷: '一类',
  创可贴: '一类',
  防水创可贴: '一类',
  医用透气胶带: '一类',
  医用弹性绷带: '一类',
  医用护腰带: '一类',
  医用颈托: '一类',
  医用棉签: '一类',
  一次性使用输液器: '三类',
  一次性使用无菌注射器: '三类',
};
export const DEVICE_CLASS_NAMES = ['一类', '二类', '三类'] as const;

const SCOPE = (code: string) => `(SELECT id FROM business_scopes WHERE code = '${code}')`;

/** One statement, so each herbal row is rewritten once (goods carries several GIN indexes). */
async function seedHerbalOrigins(handle: DbHandle): Promise<void> {
  const names = Object.keys(HERBAL_ORIGINS);
  const origins = names.map((n) => (HERBAL_ORIGINS[n] as string[]).join('|'));
  await handle.query(
    `UPDATE goods g SET
       origin = COALESCE(
         (SELECT o[1 + g.id % cardinality(o)] FROM (SELECT string_to_array(u.origins, '|') AS o
            FROM unnest($1::text[], $2::text[]) AS u(name, origins) WHERE u.name = g.generic_name) m),
         ($3::text[])[1 + g.id % cardinality($3::text[])]),
       grade = ($4::text[])[1 + (g.id / 3) % cardinality($4::text[])]
     WHERE g.scope_id = ${SCOPE('herbal')}`,
    [names, origins, FALLBACK_ORIGINS, HERBAL_GRADES],
  );
}

/**
 * Class II devices keep their provincial registration (浙械注准2018 2 14 0123); class III ones are
 * registered nationally (国械注准…3…), class I ones are filed (浙械备20180123号). The goods'
 * description quotes the number, so it changes with it. One statement, one rewrite per row.
 */
async function seedDeviceClasses(handle: DbHandle): Promise<void> {
  const names = Object.keys(DEVICE_CLASSES);
  await handle.query(
    `WITH classed AS (
       SELECT g.id, g.approval_number AS old, COALESCE(u.cls, '二类') AS cls
       FROM goods g LEFT JOIN unnest($1::text[], $2::text[]) AS u(name, cls) ON u.name = g.generic_name
       WHERE g.scope_id = ${SCOPE('device')}
     ), numbered AS (
       SELECT id, old, cls, CASE
         WHEN old NOT LIKE '_械注准%' THEN old
         WHEN cls = '三类' THEN '国械注准' || substr(old, 5, 4) || '3' || substr(old, 10)
         WHEN cls = '一类' THEN left(old, 1) || '械备' || substr(old, 5, 4) || substr(old, 12, 4) || '号'
         ELSE old END AS number
       FROM classed
     )
     UPDATE goods g SET device_class = n.cls, approval_number = n.number,
       description = replace(g.description, n.old, n.number)
     FROM numbered n WHERE g.id = n.id`,
    [names, names.map((n) => DEVICE_CLASSES[n])],
  );
}

/** 55%–85% of the base price, on a 10-fen grid, always below it. */
async function seedNearExpiryPrices(handle: DbHandle): Promise<void> {
  await handle.query(
    `UPDATE offers SET near_expiry_price =
       LEAST(base_price - 1, GREATEST(1, (round(base_price * (0.55 + (id % 7) * 0.05) / 10) * 10)::int))
     WHERE is_near_expiry`,
  );
}

export async function seedCatalogueExtras(handle: DbHandle): Promise<void> {
  await seedHerbalOrigins(handle);
  await seedDeviceClasses(handle);
  await seedNearExpiryPrices(handle);
}
