/**
 * Combination packages (组合购, cart line type 3): related goods in fixed quantities at about 90%
 * of their base prices. Each component is a best-selling, well-stocked, buyable ordinary offer of
 * its category that demo's stores may buy. A small catalogue gets the packages it can fill, or one
 * plain package of what it has; a catalogue with too few offers gets none.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { DEMO_BUYABLE, DEMO_SCOPES, toTenFen } from './pricing.ts';

const DAY_MS = 86_400_000;
/** A component's stock covers at least this many packages. */
const MIN_PACKAGES = 20;
const PER_LEAF = 6;

interface ComboSeed {
  title: string;
  /** per component: the categories (leaf names) it may come from, and units per package */
  parts: [leaves: string[], quantity: number][];
  memberLimit?: number;
}

export const COMBINATIONS: ComboSeed[] = [
  {
    title: '感冒家庭常备组合',
    parts: [
      [['感冒用药'], 2],
      [['风寒感冒', '风热感冒'], 2],
      [['体温计'], 1],
    ],
    memberLimit: 5,
  },
  {
    title: '止咳化痰组合',
    parts: [
      [['止咳化痰药'], 2],
      [['止咳化痰', '润肺止咳'], 2],
      [['咽喉用药'], 1],
    ],
  },
  {
    title: '肠胃调理组合',
    parts: [
      [['抑酸护胃药'], 2],
      [['健胃消食', '理气和胃'], 2],
      [['止泻药', '胃肠动力药'], 1],
    ],
  },
  {
    title: '家庭外伤护理组合',
    parts: [
      [['创可贴'], 3],
      [['医用纱布', '医用胶带'], 2],
      [['抗菌软膏'], 1],
    ],
  },
  {
    title: '血压血脂管理组合',
    parts: [
      [['降压药'], 3],
      [['降脂药'], 2],
      [['血压计'], 1],
    ],
  },
  {
    title: '控糖管理组合',
    parts: [
      [['降糖药'], 3],
      [['血糖仪'], 1],
    ],
  },
  {
    title: '营养保健组合',
    parts: [
      [['多种维生素'], 1],
      [['钙镁锌'], 1],
      [['鱼油', '氨糖软骨素'], 1],
    ],
  },
  {
    title: '眼部护理组合',
    parts: [
      [['人工泪液'], 2],
      [['抗菌滴眼液'], 1],
    ],
  },
  {
    title: '口腔咽喉护理组合',
    parts: [
      [['咽喉用药'], 2],
      [['口腔溃疡用药'], 2],
    ],
  },
];

const FALLBACK: ComboSeed = { title: '药店常备组合', parts: [] };

interface Candidate {
  id: number;
  goods_id: number;
  base_price: number;
  leaf: string;
  rank: number;
}

/** Price of a package: about 90% of the components' base sum, in whole 角, below the sum. */
export function packagePrice(baseSum: number): number {
  return Math.max(10, Math.min(baseSum - 10, toTenFen((baseSum * 9) / 10)));
}

const COMPONENT = `o.type = 0 AND o.is_buy AND o.stock >= o.min_quantity AND ${DEMO_BUYABLE}`;

async function leafCandidates(handle: DbHandle, leaves: string[]): Promise<Candidate[]> {
  return handle.query<Candidate>(
    `SELECT id, goods_id, base_price, leaf, rank::int AS rank FROM (
       SELECT o.id, o.goods_id, o.base_price, c.name AS leaf, o.stock,
              row_number() OVER (PARTITION BY c.name ORDER BY g.sales DESC, o.id) AS rank
       FROM offers o JOIN goods g ON g.id = o.goods_id JOIN categories c ON c.id = g.category_id
       WHERE c.name = ANY($2::text[]) AND ${COMPONENT} AND o.stock >= $3
     ) t WHERE rank <= $4 ORDER BY rank, leaf`,
    [DEMO_SCOPES, leaves, MIN_PACKAGES * 3, PER_LEAF],
  );
}

type Built = { seed: ComboSeed; items: [offerId: number, quantity: number, basePrice: number][] };

/** Fills each package from its categories, preferring offers no earlier package used. */
function build(candidates: Candidate[]): Built[] {
  const used = new Set<number>();
  const built: Built[] = [];
  for (const seed of COMBINATIONS) {
    const items: Built['items'] = [];
    const goods = new Set<number>();
    for (const [leaves, quantity] of seed.parts) {
      const fits = candidates.filter((c) => leaves.includes(c.leaf) && !goods.has(c.goods_id));
      const pick = fits.find((c) => !used.has(c.id)) ?? fits[0];
      if (!pick) continue;
      goods.add(pick.goods_id);
      items.push([pick.id, quantity, pick.base_price]);
    }
    if (items.length < 2) continue;
    for (const [id] of items) used.add(id);
    built.push({ seed, items });
  }
  return built;
}

export async function seedCombinations(handle: DbHandle, today: Date): Promise<void> {
  const leaves = [...new Set(COMBINATIONS.flatMap((c) => c.parts.flatMap(([l]) => l)))];
  const built = build(await leafCandidates(handle, leaves));
  if (built.length === 0) {
    // A tiny catalogue: one package of its two best-selling buyable offers, if it has them.
    const plain = await handle.query<{ id: number; base_price: number }>(
      `SELECT o.id, o.base_price FROM offers o JOIN goods g ON g.id = o.goods_id
       WHERE ${COMPONENT} AND o.stock >= $2 ORDER BY g.sales DESC, o.id LIMIT 2`,
      [DEMO_SCOPES, MIN_PACKAGES * 2],
    );
    if (plain.length < 2) return;
    built.push({ seed: FALLBACK, items: plain.map((o) => [o.id, 2, o.base_price]) });
  }
  // One package is limited per store, whichever packages the catalogue could fill.
  const limited = built.some((b) => b.seed.memberLimit) ? -1 : 0;
  const starts = new Date(today.getTime() - 3 * DAY_MS);
  const ends = new Date(today.getTime() + 30 * DAY_MS);
  await bulkInsert(
    handle,
    'combinations',
    [
      { name: 'id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'price', kind: 'int' },
      { name: 'member_limit', kind: 'int' },
      { name: 'starts_at', kind: 'timestamptz' },
      { name: 'ends_at', kind: 'timestamptz' },
      { name: 'sort', kind: 'int' },
    ],
    built.map((b, i) => [
      i + 1,
      b.seed.title,
      packagePrice(b.items.reduce((sum, [, quantity, price]) => sum + quantity * price, 0)),
      b.seed.memberLimit ?? (i === limited ? 5 : null),
      starts,
      ends,
      (i + 1) * 10,
    ]),
  );
  await bulkInsert(
    handle,
    'combination_items',
    [
      { name: 'combination_id', kind: 'int' },
      { name: 'offer_id', kind: 'int' },
      { name: 'quantity', kind: 'int' },
    ],
    built.flatMap((b, i) => b.items.map(([offerId, quantity]) => [i + 1, offerId, quantity])),
  );
}
