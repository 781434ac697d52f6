/**
 * Quality-inspection reports (检验报告): one per batch for nine offers in ten, a second (the
 * maker's 成品检验报告书) for a third of the drug batches. The report images are a handful of
 * templates per kind of goods, reused, so 200k offers add a few media rows, not 200k.
 */
import type { DbHandle } from '../db/client.ts';
import type { ScopeCode } from './categories-data.ts';
import { insertMedia, type MediaItem, mediaUrl } from './media.ts';
import { esc, svgOpen } from './svg.ts';

interface ReportTemplate {
  id: string;
  title: string;
  basis: string;
  items: [item: string, standard: string][];
}

const PHARMACOPOEIA = '《中华人民共和国药典》2020年版';

const TEMPLATES: ReportTemplate[] = [
  {
    id: 'jybg-chem',
    title: '药品检验报告书',
    basis: `${PHARMACOPOEIA}二部`,
    items: [
      ['性状', '应符合规定'],
      ['鉴别', '应呈正反应'],
      ['有关物质', '应符合规定'],
      ['溶出度', '不得低于标示量的80%'],
      ['含量测定', '应为标示量的90.0%～110.0%'],
    ],
  },
  {
    id: 'jybg-tcm',
    title: '药品检验报告书',
    basis: `${PHARMACOPOEIA}一部`,
    items: [
      ['性状', '应符合规定'],
      ['鉴别', '应检出相应成分'],
      ['水分', '不得过9.0%'],
      ['微生物限度', '应符合规定'],
      ['含量测定', '应符合规定'],
    ],
  },
  {
    id: 'jybg-herbal',
    title: '中药饮片检验报告书',
    basis: `${PHARMACOPOEIA}一部及炮制规范`,
    items: [
      ['性状', '应符合规定'],
      ['鉴别', '应符合规定'],
      ['水分', '不得过13.0%'],
      ['总灰分', '不得过5.0%'],
      ['二氧化硫残留量', '不得过150mg/kg'],
    ],
  },
  {
    id: 'jybg-device',
    title: '医疗器械产品检验报告',
    basis: '产品技术要求',
    items: [
      ['外观', '应符合规定'],
      ['尺寸', '应符合规定'],
      ['物理性能', '应符合规定'],
      ['化学性能', '应符合规定'],
      ['无菌', '应无菌（如适用）'],
    ],
  },
  {
    id: 'jybg-product',
    title: '产品检验报告',
    basis: '产品执行标准',
    items: [
      ['感官要求', '应符合规定'],
      ['理化指标', '应符合规定'],
      ['微生物指标', '应符合规定'],
      ['净含量', '应符合规定'],
    ],
  },
  {
    id: 'jybg-maker',
    title: '成品检验报告书',
    basis: '企业内控标准及国家药品标准',
    items: [
      ['性状', '应符合规定'],
      ['鉴别', '应符合规定'],
      ['检查', '应符合规定'],
      ['含量测定', '应符合规定'],
    ],
  },
];

const TEMPLATE_OF_SCOPE: Record<ScopeCode, string> = {
  rx: 'jybg-chem',
  otc: 'jybg-chem',
  special_compound: 'jybg-chem',
  tcm: 'jybg-tcm',
  herbal: 'jybg-herbal',
  device: 'jybg-device',
  health_food: 'jybg-product',
  disinfectant: 'jybg-product',
  cosmetic: 'jybg-product',
  food: 'jybg-product',
};

const DRUG_SCOPES: ScopeCode[] = ['rx', 'otc', 'special_compound', 'tcm'];

/** A 600x820 report sheet: title, basis, the items table, conclusion and the inspection seal. */
export function reportSvg(t: ReportTemplate): string {
  const rows = t.items
    .map(([item, standard], i) => {
      const y = 300 + i * 44;
      return `<line x1="40" y1="${y + 16}" x2="560" y2="${y + 16}" stroke="#d9d9d9"/>\
<text x="56" y="${y}" font-size="16" fill="#333">${esc(item)}</text>\
<text x="210" y="${y}" font-size="15" fill="#333">${esc(standard)}</text>\
<text x="470" y="${y}" font-size="16" fill="#333">符合规定</text>`;
    })
    .join('');
  const end = 300 + t.items.length * 44 + 30;
  return `${svgOpen(600, 820)}<rect width="600" height="820" fill="#fff"/>\
<rect x="20" y="20" width="560" height="780" fill="none" stroke="#333" stroke-width="2"/>\
<text x="300" y="86" font-size="30" font-weight="700" fill="#111" text-anchor="middle">${esc(t.title)}</text>\
<text x="56" y="140" font-size="15" fill="#333">检品名称、规格、批号：见本页所属商品及批号</text>\
<text x="56" y="172" font-size="15" fill="#333">检验依据：${esc(t.basis)}</text>\
<text x="56" y="204" font-size="15" fill="#333">检验类别：出厂检验　　检验结论见下</text>\
<rect x="40" y="232" width="520" height="36" fill="#f2f3f5"/>\
<text x="56" y="256" font-size="16" font-weight="700" fill="#111">检验项目</text>\
<text x="210" y="256" font-size="16" font-weight="700" fill="#111">标准规定</text>\
<text x="470" y="256" font-size="16" font-weight="700" fill="#111">检验结果</text>${rows}\
<text x="56" y="${end + 20}" font-size="17" font-weight="700" fill="#111">结论：本品按${esc(t.basis)}检验，结果符合规定。</text>\
<circle cx="450" cy="${end + 130}" r="62" fill="none" stroke="#d4302b" stroke-width="4"/>\
<text x="450" y="${end + 124}" font-size="16" fill="#d4302b" text-anchor="middle">质量检验</text>\
<text x="450" y="${end + 148}" font-size="16" fill="#d4302b" text-anchor="middle">专用章</text>\
<text x="56" y="${end + 130}" font-size="15" fill="#333">检验员：王　敏　　复核人：李　华</text>\
<text x="56" y="${end + 162}" font-size="13" fill="#86909c">（演示图片）</text></svg>`;
}

export const reportImageUrl = (templateId: string) => mediaUrl(`${templateId}.svg`);

export async function seedInspectionReports(handle: DbHandle): Promise<void> {
  const media: MediaItem[] = TEMPLATES.map((t) => ({ id: `${t.id}.svg`, svg: reportSvg(t) }));
  await insertMedia(handle, media);
  const codes = Object.keys(TEMPLATE_OF_SCOPE) as ScopeCode[];
  const titleOf = (id: string) => TEMPLATES.find((t) => t.id === id)?.title ?? '';
  await handle.query(
    `INSERT INTO inspection_reports (goods_id, batch_number, title, image, issued_on)
     SELECT o.goods_id, o.batch_number, t.title, t.image, o.production_date + (3 + o.id % 5)
     FROM offers o JOIN goods g ON g.id = o.goods_id JOIN business_scopes s ON s.id = g.scope_id
     JOIN unnest($1::text[], $2::text[], $3::text[]) AS t(code, title, image) ON t.code = s.code
     WHERE o.id % 10 <> 9 AND o.batch_number <> ''
     ORDER BY o.id
     ON CONFLICT DO NOTHING`,
    [
      codes,
      codes.map((c) => titleOf(TEMPLATE_OF_SCOPE[c])),
      codes.map((c) => reportImageUrl(TEMPLATE_OF_SCOPE[c])),
    ],
  );
  await handle.query(
    `INSERT INTO inspection_reports (goods_id, batch_number, title, image, issued_on)
     SELECT o.goods_id, o.batch_number, $1, $2, o.production_date + 1
     FROM offers o JOIN goods g ON g.id = o.goods_id JOIN business_scopes s ON s.id = g.scope_id
     WHERE o.id % 3 = 0 AND o.id % 10 <> 9 AND o.batch_number <> '' AND s.code = ANY($3::text[])
     ORDER BY o.id
     ON CONFLICT DO NOTHING`,
    [titleOf('jybg-maker'), reportImageUrl('jybg-maker'), DRUG_SCOPES],
  );
}
