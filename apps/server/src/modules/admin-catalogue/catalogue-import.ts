/**
 * The goods, stock and prices sheet (商品/库存/价格导入导出): reading an uploaded .xlsx or .csv
 * into rows by the export's headers, checking each cell, and the changes each row makes against
 * the offers as they are. No SQL here: the service reads the rows and applies the changes.
 */
import {
  CATALOGUE_SHEET_COLUMNS,
  CREATE_REQUIRED_COLUMNS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportFieldChange,
  type ImportRowChange,
  type ImportRowCreate,
  type ImportRowError,
  type ImportValue,
} from '@mall/shared/admin-catalogue';
import { MAX_PRICE_FEN, MAX_STOCK, YUAN_PATTERN } from '@mall/shared/admin-catalogue-schemas';
import { parseYuan } from '@mall/shared/money';
import { AppError } from '../../http/app-error.ts';
import { readSheetCells } from '../../http/spreadsheet.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import type { SheetRow } from './admin-catalogue.repository.ts';

export const IMPORT_MAX_ROWS = 2000;
const HEADER_SEARCH_ROWS = 10;

export const IMPORT_MESSAGES = {
  missing: '请选择要导入的文件',
  type: '只支持 .xlsx 或 .csv 格式的文件（.xls 请另存为 .xlsx）',
  unreadable: '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
  noKey: '表头中没有“报价编号”列，请使用导出的表格填写',
  noFields: '表头中没有可导入的列（价格、库存、起购量、步长、上架、商品名称等）',
  noRows: '文件中没有数据行',
  tooMany: `一次最多导入${IMPORT_MAX_ROWS}行，请分批导入`,
} as const;

const refuse = (message: string) => AppError.validation({ file: [message] });

type ColumnKey = (typeof CATALOGUE_SHEET_COLUMNS)[number]['key'];

const normalizeHeader = (text: string) =>
  text
    .replace(/\s+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\(元\)$/, '');

/** Header text → column; 价格 is read with or without (元), and a few common names besides. */
const HEADER_KEYS = new Map<string, ColumnKey>([
  ...CATALOGUE_SHEET_COLUMNS.map((c) => [normalizeHeader(c.header), c.key] as [string, ColumnKey]),
  ['单价', 'price'],
  ['商品价格', 'price'],
  ['库存数量', 'stock'],
  ['最小购买量', 'min_quantity'],
  ['是否上架', 'is_on_sale'],
  ['商品分类', 'category'],
  ['包装单位', 'unit'],
]);

export interface SheetLine {
  /** 1-based row number in the file */
  row: number;
  cells: Partial<Record<ColumnKey, string>>;
}

export interface ImportSheet {
  columns: ColumnKey[];
  lines: SheetLine[];
}

/** The file's header (the first of its top rows naming 报价编号) and the rows under it. */
export async function readImportSheet(file: UploadedFile | undefined): Promise<ImportSheet> {
  const cells = await readSheetCells(
    file,
    { ...IMPORT_MESSAGES, empty: IMPORT_MESSAGES.noRows },
    { maxRows: IMPORT_MAX_ROWS + HEADER_SEARCH_ROWS + 1 },
  );

  const headerAt = cells
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.some((cell) => HEADER_KEYS.get(normalizeHeader(String(cell))) === 'offer_id'));
  if (headerAt < 0) throw refuse(IMPORT_MESSAGES.noKey);
  const header = (cells[headerAt] as string[]).map((cell) => HEADER_KEYS.get(normalizeHeader(String(cell))));
  const columns = [...new Set(header.filter((k): k is ColumnKey => k !== undefined))];
  if (!columns.some((k) => (IMPORT_FIELDS as readonly string[]).includes(k)))
    throw refuse(IMPORT_MESSAGES.noFields);
  const lines: SheetLine[] = [];
  cells.slice(headerAt + 1).forEach((row, i) => {
    const trimmed = row.map((cell) => String(cell ?? '').trim());
    if (trimmed.every((cell) => cell === '')) return;
    const line: SheetLine = { row: headerAt + 2 + i, cells: {} };
    header.forEach((key, c) => {
      if (key && line.cells[key] === undefined) line.cells[key] = (trimmed[c] ?? '').slice(0, 200);
    });
    lines.push(line);
  });
  if (lines.length === 0) throw refuse(IMPORT_MESSAGES.noRows);
  if (lines.length > IMPORT_MAX_ROWS) throw refuse(IMPORT_MESSAGES.tooMany);
  return { columns, lines };
}

const TEXT_LIMITS: Partial<Record<ImportField, number>> = {
  name: 100,
  generic_name: 100,
  spec: 100,
  approval_number: 64,
};
const YES = new Set(['是', '上架', '1', 'true', 'y', 'yes']);
const NO = new Set(['否', '下架', '0', 'false', 'n', 'no']);

/** A cell's text to the field's value, or the message saying why not. */
export function parseCell(field: ImportField, text: string): { value: ImportValue } | { error: string } {
  switch (field) {
    case 'price': {
      if (!YUAN_PATTERN.test(text)) return { error: `价格“${text}”有误，应为大于0的金额，最多两位小数` };
      const fen = parseYuan(text);
      if (fen <= 0) return { error: '价格应大于0' };
      if (fen > MAX_PRICE_FEN) return { error: '价格不能超过1000000元' };
      return { value: fen };
    }
    case 'stock':
    case 'min_quantity':
    case 'step': {
      const label = IMPORT_FIELD_LABELS[field];
      if (/^-\d+$/.test(text)) return { error: `${label}不能为负数` };
      if (!/^\d{1,9}$/.test(text)) return { error: `${label}“${text}”有误，应为整数` };
      const n = Number(text);
      if (field !== 'stock' && n < 1) return { error: `${label}至少为1` };
      if (n > MAX_STOCK) return { error: `${label}不能超过${MAX_STOCK}` };
      return { value: n };
    }
    case 'is_on_sale': {
      const t = text.toLowerCase();
      if (YES.has(t)) return { value: true };
      if (NO.has(t)) return { value: false };
      return { error: `上架“${text}”有误，请填写“是”或“否”` };
    }
    default: {
      const max = TEXT_LIMITS[field] ?? 100;
      if (text.length > max) return { error: `${IMPORT_FIELD_LABELS[field]}不能超过${max}个字符` };
      return { value: text };
    }
  }
}

/** A value sent back to apply, checked as a cell would be. */
export function checkValue(field: ImportField, value: ImportValue): string | null {
  const expected = field === 'is_on_sale' ? 'boolean' : TEXT_LIMITS[field] ? 'string' : 'number';
  if (typeof value !== expected) return `${IMPORT_FIELD_LABELS[field]}有误`;
  if (expected === 'string' && field !== 'approval_number' && value === '')
    return `${IMPORT_FIELD_LABELS[field]}不能为空`;
  if (typeof value === 'number' && field === 'price') {
    if (value <= 0 || value > MAX_PRICE_FEN) return '价格有误';
    return null;
  }
  const text = typeof value === 'boolean' ? (value ? '是' : '否') : String(value);
  const parsed = parseCell(field, text);
  return 'error' in parsed ? parsed.error : null;
}

export const currentValue = (row: SheetRow, field: ImportField): ImportValue => row[field];

const GOODS_FIELDS = new Set<ImportField>(['name', 'generic_name', 'spec', 'approval_number', 'is_on_sale']);
export const isGoodsField = (field: ImportField) => GOODS_FIELDS.has(field);

/** A price must stay above the offer's ladder tiers. */
export function ladderError(price: number, lowestTierPrice: number | undefined): string | null {
  if (lowestTierPrice === undefined) return null;
  const highest = lowestTierPrice;
  return price <= highest
    ? `价格不能低于或等于该报价的阶梯价（${(highest / 100).toFixed(2)}元），请先修改阶梯价`
    : null;
}

export interface Diffed {
  changed: ImportRowChange[];
  /** rows without 报价编号 but with a goods name: offers to create, checked by readCreateLine */
  drafts: SheetLine[];
  unchanged: number;
  errors: ImportRowError[];
}

const headerOf = (key: ColumnKey) => CATALOGUE_SHEET_COLUMNS.find((c) => c.key === key)?.header ?? key;

/**
 * Each line against the current rows: unknown or repeated 报价编号, bad cells and conflicting
 * values for the same goods are errors; an empty cell changes nothing.
 * `highestTier` is each offer's highest ladder price (the first tier), if it has tiers.
 */
export function diffSheet(
  sheet: ImportSheet,
  current: Map<number, SheetRow>,
  highestTier: Map<number, number>,
): Diffed {
  const errors: ImportRowError[] = [];
  const changed: ImportRowChange[] = [];
  const drafts: SheetLine[] = [];
  let unchanged = 0;
  const seenOffers = new Map<number, number>();
  const goodsValues = new Map<string, { value: ImportValue; row: number }>();
  const fields = IMPORT_FIELDS.filter((f) => sheet.columns.includes(f));
  for (const line of sheet.lines) {
    const key = line.cells.offer_id ?? '';
    const before = errors.length;
    if (key === '' && (line.cells.name ?? '') !== '') {
      drafts.push(line);
      continue;
    }
    if (!/^\d{1,9}$/.test(key) || Number(key) < 1) {
      errors.push({
        row: line.row,
        column: '报价编号',
        message: key === '' ? '缺少报价编号' : `报价编号“${key}”有误`,
      });
      continue;
    }
    const offerId = Number(key);
    const row = current.get(offerId);
    if (!row) {
      errors.push({ row: line.row, column: '报价编号', message: `报价编号${offerId}不存在` });
      continue;
    }
    const first = seenOffers.get(offerId);
    if (first !== undefined) {
      errors.push({ row: line.row, column: '报价编号', message: `报价编号${offerId}与第${first}行重复` });
      continue;
    }
    seenOffers.set(offerId, line.row);
    const changes: ImportFieldChange[] = [];
    for (const field of fields) {
      const text = line.cells[field] ?? '';
      if (text === '') continue;
      const parsed = parseCell(field, text);
      if ('error' in parsed) {
        errors.push({ row: line.row, column: headerOf(field), message: parsed.error });
        continue;
      }
      if (isGoodsField(field)) {
        const goodsKey = `${row.goods_id}:${field}`;
        const other = goodsValues.get(goodsKey);
        if (other && other.value !== parsed.value) {
          errors.push({
            row: line.row,
            column: headerOf(field),
            message: `同一商品的${IMPORT_FIELD_LABELS[field]}与第${other.row}行不一致`,
          });
          continue;
        }
        goodsValues.set(goodsKey, { value: parsed.value, row: line.row });
      }
      if (field === 'price') {
        const refused = ladderError(parsed.value as number, highestTier.get(offerId));
        if (refused) {
          errors.push({ row: line.row, column: headerOf(field), message: refused });
          continue;
        }
      }
      const was = currentValue(row, field);
      if (was !== parsed.value) changes.push({ field, before: was, after: parsed.value });
    }
    if (errors.length > before) continue;
    if (changes.length === 0) unchanged += 1;
    else
      changed.push({
        row: line.row,
        offer_id: offerId,
        goods_id: row.goods_id,
        goods_name: row.name,
        warehouse: row.warehouse,
        changes,
      });
  }
  return { changed, drafts, unchanged, errors };
}

/** A row to create, without its goods_id (the service finds an existing goods). */
export type CreateDraft = Omit<ImportRowCreate, 'goods_id'>;

const CREATE_LABELS: Record<(typeof CREATE_REQUIRED_COLUMNS)[number], string> = {
  name: '商品名称',
  spec: '规格',
  manufacturer: '生产厂家',
  approval_number: '批准文号',
  category: '分类',
  warehouse: '仓库',
  price: '价格(元)',
  stock: '库存',
};

/** A line without 报价编号 as an offer to create: each required column present, every cell valid. */
export function readCreateLine(line: SheetLine): { draft: CreateDraft } | { errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const cell = (key: ColumnKey) => line.cells[key] ?? '';
  for (const key of CREATE_REQUIRED_COLUMNS)
    if (cell(key) === '')
      errors.push({
        row: line.row,
        column: CREATE_LABELS[key],
        message: `新建商品缺少${CREATE_LABELS[key]}`,
      });
  const value = <T extends ImportValue>(field: ImportField, fallback: T): T => {
    const text = cell(field);
    if (text === '') return fallback;
    const parsed = parseCell(field, text);
    if ('error' in parsed) {
      errors.push({ row: line.row, column: headerOf(field), message: parsed.error });
      return fallback;
    }
    return parsed.value as T;
  };
  const short = (key: ColumnKey, max: number) => {
    const text = cell(key);
    if (text.length > max)
      errors.push({ row: line.row, column: headerOf(key), message: `${headerOf(key)}不能超过${max}个字符` });
    return text;
  };
  const name = value('name', '');
  const draft: CreateDraft = {
    row: line.row,
    name,
    generic_name: value('generic_name', name),
    spec: value('spec', ''),
    manufacturer: short('manufacturer', 100),
    approval_number: value('approval_number', ''),
    category: short('category', 20),
    warehouse: short('warehouse', 50),
    unit: short('unit', 10) || DEFAULT_UNIT,
    price: value('price', 0),
    stock: value('stock', 0),
    min_quantity: value('min_quantity', 1),
    step: value('step', 1),
    is_on_sale: value('is_on_sale', true),
  };
  return errors.length > 0 ? { errors } : { draft };
}

/** The unit of a created goods when the sheet's 单位 is empty. */
export const DEFAULT_UNIT = '盒';
