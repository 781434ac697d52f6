/**
 * Purchase-list import (采购单导入): an .xlsx made here with its columns in an unusual order, the
 * detected mapping shown, rows matched with confidence and alternatives, the unmatched row listed,
 * and the accepted rows added to the cart in one request; the cart then exports them to Excel.
 */

import { readFile } from 'node:fs/promises';
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, firstQuantity } from './shop.ts';

const buyer = TRADING_BUYERS.bulk;

async function search(page: Page, keywords: string): Promise<GoodsRead[]> {
  const res = await call<GoodsListPage>(
    page,
    'GET',
    `/api/goods/list?keywords=${encodeURIComponent(keywords)}&page_size=20`,
  );
  return res.data.list;
}

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购单');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.skipIf(Boolean(skipReason))('purchase-list import', () => {
  const { context } = useBrowser();

  it('imports an xlsx, shows the mapping and matches, and adds the accepted rows', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, buyer.username, buyer.password);
    await emptyCart(page);
    const goods = (await search(page, '胶囊')).filter(
      (g) => g.base_price !== null && g.is_buy === 1 && g.number >= firstQuantity(g) * 3,
    );
    const [byName, byApproval] = [goods[0], goods.find((g, i) => i > 0 && g.approval_number)];
    if (!byName || !byApproval) throw new Error('demo catalogue lacks capsules');

    const bytes = await xlsxOf([
      ['备注', '数量', '规格', '生产厂家', '品名', '批准文号'],
      ['', firstQuantity(byName), byName.ypgg, byName.sccj, byName.name, ''],
      ['', firstQuantity(byApproval), '', '', '随手写的名字', byApproval.approval_number ?? ''],
      ['', 3, '1支', '无此厂家', '世上没有这种药XYZ', ''],
    ]);

    await page.goto('/zzfw/cgdr');
    await page.getByTestId('purchase-list-page').waitFor();
    await page
      .getByTestId('purchase-list-file')
      .setInputFiles({ name: '本周采购单.xlsx', mimeType: 'application/octet-stream', buffer: bytes });
    const mapping = page.getByTestId('purchase-list-mapping');
    await mapping.waitFor();
    // The detected mapping: each field on its column, whatever the order.
    expect(await page.getByTestId('purchase-list-map-name').inputValue()).toBe('4');
    expect(await page.getByTestId('purchase-list-map-quantity').inputValue()).toBe('1');
    expect(await page.getByTestId('purchase-list-map-approval_number').inputValue()).toBe('5');

    await page.getByTestId('purchase-list-match').click();
    const rows = page.getByTestId('purchase-list-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.getByTestId('purchase-list-summary').innerText()).toContain('匹配到2行，未匹配1行');
    expect(await page.getByTestId('purchase-list-unmatched').innerText()).toContain('世上没有这种药XYZ');
    const first = await rows.nth(0).innerText();
    expect(first).toContain('高 100%');
    expect(await rows.nth(1).innerText()).toContain('批准文号');
    // Both are sure matches, accepted at first.
    expect(await page.getByTestId('purchase-list-accept').nth(0).isChecked()).toBe(true);
    expect(await page.getByTestId('purchase-list-accept').nth(1).isChecked()).toBe(true);

    await page.getByTestId('purchase-list-add').click();
    await page.waitForURL('**/cart');
    const lines = (await cartState(page)).data;
    expect(lines.map((l) => l.goods_price_id).sort()).toEqual(
      [byName.goods_price_id, byApproval.goods_price_id].sort(),
    );

    // The cart's 导出Excel downloads the same lines.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('cart-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^购物车-\d{12}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const names: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => names.push(row.getCell(1).value));
    expect(names).toEqual(expect.arrayContaining([byName.name, byApproval.name]));
    expect(errors).toEqual([]);
  });

  it('refuses a file it cannot read, in Chinese, beside the upload', async () => {
    const { page } = await openPage(context());
    await loginAs(page, buyer.username, buyer.password);
    await page.goto('/zzfw/cgdr');
    await page.getByTestId('purchase-list-file').setInputFiles({
      name: 'list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 nothing'),
    });
    await page
      .getByTestId('purchase-list-error')
      .getByText('只支持 .xlsx 或 .csv 格式的采购单（.xls 请另存为 .xlsx）')
      .waitFor();
  });
});
