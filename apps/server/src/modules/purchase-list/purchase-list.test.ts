import type { PurchaseListMatch, PurchaseListRow, PurchaseListSheet } from '@mall/shared/bulk-order';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { EXE_BYTES, postMultipart } from '../licence/upload.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let amoxil: Made;
let amoxilOther: Made;
let hidden: Made;
let name: string;
let maker: string;

beforeAll(async () => {
  t = await createTestApp();
  name = uniqueName('采购单测试胶囊');
  amoxil = await createOffer(t.handle, { name });
  amoxilOther = await createOffer(t.handle, { name: `${name}（铝塑）` });
  hidden = await createOffer(t.handle, { name: uniqueName('采购单控销药') });
  await t.handle.query("UPDATE goods SET approval_number = '国药准字H20240001' WHERE id = $1", [
    amoxil.goodsId,
  ]);
  await t.handle.query(
    "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces) VALUES ($1, 1, '{西藏自治区}')",
    [hidden.goodsId],
  );
  const [row] = await t.handle.query<{ name: string }>(
    'SELECT m.name FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id WHERE g.id = $1',
    [amoxil.goodsId],
  );
  maker = row?.name ?? '';
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购单');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (filename: string, bytes: Buffer, client = demo) =>
  postMultipart<PurchaseListSheet>(t, client, '/api/purchase_list/parse', [
    { name: 'file', value: { filename, bytes } },
  ]);

describe('POST /api/purchase_list/parse', () => {
  it('reads an xlsx with its header in any order and guesses the mapping', async () => {
    const bytes = await xlsxOf([
      ['门店采购计划'],
      ['数量', '生产厂家', '规格', '品名', '批准文号'],
      [3, maker, '0.25g*24粒', name, ''],
      [5, '', '', '不存在的药', ''],
    ]);
    const res = await upload('采购单.xlsx', bytes);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      file_name: '采购单.xlsx',
      headers: ['数量', '生产厂家', '规格', '品名', '批准文号'],
      mapping: { quantity: 0, manufacturer: 1, spec: 2, name: 3, approval_number: 4 },
      rows: [
        ['3', maker, '0.25g*24粒', name, ''],
        ['5', '', '', '不存在的药', ''],
      ],
    });
  });

  it('reads a CSV in UTF-8 with a BOM, and in GB18030 as Excel saves it', async () => {
    const text = `商品名称,规格,数量\r\n"${name}",0.25g*24粒,2\r\n`;
    const utf8 = await upload(
      'list.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    );
    expect(utf8.body.data.rows).toEqual([[name, '0.25g*24粒', '2']]);
    expect(utf8.body.data.mapping).toMatchObject({ name: 0, spec: 1, quantity: 2, manufacturer: null });
    // 名称,数量 / 阿莫西林,2 in GB18030
    const gbk = Buffer.from('c3fbb3c62ccafdc1bf0d0ab0a2c4aacef7c1d62c320d0a', 'hex');
    const res = await upload('gbk.csv', gbk);
    expect(res.body.data).toMatchObject({ headers: ['名称', '数量'], rows: [['阿莫西林', '2']] });
  });

  it('refuses a file it cannot read with a Chinese message on file, never a 500', async () => {
    const cases: [string, Buffer, string][] = [
      ['virus.exe', EXE_BYTES, '只支持 .xlsx 或 .csv 格式的采购单（.xls 请另存为 .xlsx）'],
      [
        'old.xls',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        '只支持 .xlsx 或 .csv 格式的采购单（.xls 请另存为 .xlsx）',
      ],
      [
        'broken.xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
      ],
      ['empty.csv', Buffer.from('\r\n,,\r\n'), '采购单中没有内容'],
      ['header.csv', Buffer.from('名称,数量\r\n'), '采购单中没有商品行'],
    ];
    for (const [filename, bytes, message] of cases) {
      const res = await upload(filename, bytes);
      expect(res.status, filename).toBe(422);
      expect(res.body.errors?.file, filename).toEqual([message]);
    }
    const none = await postMultipart(t, demo, '/api/purchase_list/parse', [{ name: 'other', value: 'x' }]);
    expect(none.status).toBe(422);
    expect(none.body.msg).toBe('请选择要导入的采购单文件');
  });

  it('refuses more than 200 rows, in xlsx and csv', async () => {
    const many = Array.from({ length: 201 }, (_, i) => [`药${i}`, 1]);
    const xlsx = await upload('many.xlsx', await xlsxOf([['名称', '数量'], ...many]));
    expect(xlsx.status).toBe(422);
    expect(xlsx.body.msg).toBe('采购单最多200行，请分批导入');
    const csv = await upload(
      'many.csv',
      Buffer.from(['名称,数量', ...many.map((r) => r.join(','))].join('\n')),
    );
    expect(csv.body.msg).toBe('采购单最多200行，请分批导入');
    const ok = await upload(
      'ok.csv',
      Buffer.from(['名称,数量', ...many.slice(1).map((r) => r.join(','))].join('\n')),
    );
    expect(ok.body.data.rows).toHaveLength(200);
  });

  it('is for members only', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await upload('a.csv', Buffer.from('名称,数量\n阿莫西林,1'), guest);
    expect(res.status).toBe(401);
  });
});

const match = (rows: Partial<PurchaseListRow>[], client = demo) =>
  client.post<PurchaseListMatch[]>('/api/purchase_list/match', { rows });

describe('POST /api/purchase_list/match', () => {
  it('matches by approval number first, then name, spec and manufacturer, with alternatives', async () => {
    const res = await match([
      { name: '随便写的名字', approval_number: '国药准字 h20240001', quantity: 2 },
      { name, spec: '0.25g×24粒', manufacturer: maker, quantity: 3 },
      { name: '完全没有这种药', quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    const [byApproval, byName, none] = res.body.data;
    expect(byApproval?.best).toMatchObject({
      goods_id: amoxil.goodsId,
      goods_price_id: amoxil.offerId,
      basis: '批准文号',
      confidence: 90,
    });
    expect(byName?.best).toMatchObject({
      goods_id: amoxil.goodsId,
      confidence: 100,
      basis: '名称+规格+厂家',
    });
    expect(byName?.alternatives.map((a) => a.goods_id)).toEqual([amoxilOther.goodsId]);
    expect(byName?.alternatives[0]?.confidence).toBeLessThan(100);
    expect(byName?.best?.price).toBe('10.00');
    expect(none).toMatchObject({ row: 2, best: null, alternatives: [] });
  });

  it('never offers goods the store may not see', async () => {
    const [hiddenName] = await t.handle.query<{ name: string }>('SELECT name FROM goods WHERE id = $1', [
      hidden.goodsId,
    ]);
    const res = await match([{ name: hiddenName?.name ?? '', quantity: 1 }]);
    expect(res.body.data[0]?.best).toBeNull();
  });

  it('answers 422 to bad rows', async () => {
    for (const rows of [
      [],
      [{ name: '', quantity: 1 }],
      [{ name: '药', quantity: 0 }],
      [{ name: 'x'.repeat(101), quantity: 1 }],
    ]) {
      const res = await match(rows);
      expect(res.status).toBe(422);
    }
    expect((await match(Array.from({ length: 201 }, () => ({ name: '药品', quantity: 1 })))).status).toBe(
      422,
    );
  });
});
