import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { addField, FileStore, imageMimeOf, openStoredFile } from './uploads.ts';

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mall-uploads-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('file store', () => {
  it('stores the same bytes once, under their SHA-256, and reads them back', async () => {
    const store = FileStore.inDataDir(dataDir);
    const first = await store.save(PNG_BYTES);
    expect(await store.save(PNG_BYTES)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(join(dataDir, 'uploads', first.slice(0, 2)))).toEqual([first]);
    const stream = await store.open(first);
    expect(stream).not.toBeNull();
    expect((await bytesOf(stream!)).equals(PNG_BYTES)).toBe(true);
  });

  it('refuses a name that is not a SHA-256, so no path leaves the store', async () => {
    await expect(FileStore.inDataDir(dataDir).open('../../etc/passwd')).rejects.toThrow('not a sha256 name');
  });
});

describe('openStoredFile', () => {
  it('opens a stored file with its type and size', async () => {
    const sha256 = await FileStore.inDataDir(dataDir).save(PNG_BYTES);
    const file = await openStoredFile(dataDir, { sha256, mime: 'image/png', size: PNG_BYTES.length }, '无');
    expect(file.mime).toBe('image/png');
    expect(file.size).toBe(PNG_BYTES.length);
    expect((await bytesOf(file.stream)).equals(PNG_BYTES)).toBe(true);
  });

  it('answers "not found" with the caller’s message for no row and for bytes gone from disk', async () => {
    const notFound = (error: unknown) =>
      error instanceof AppError && error.kind === 'not_found' && error.message === '图片不存在';
    await expect(openStoredFile(dataDir, undefined, '图片不存在')).rejects.toSatisfy(notFound);

    const gone = Buffer.from('bytes removed from disk later');
    const sha256 = await FileStore.inDataDir(dataDir).save(gone);
    await unlink(join(dataDir, 'uploads', sha256.slice(0, 2), sha256));
    await expect(
      openStoredFile(dataDir, { sha256, mime: 'image/png', size: gone.length }, '图片不存在'),
    ).rejects.toSatisfy(notFound);
  });
});

describe('imageMimeOf', () => {
  it('names a photo by its content and nothing else', async () => {
    expect(await imageMimeOf(PNG_BYTES)).toBe('image/png');
    expect(await imageMimeOf(Buffer.from('%PDF-1.4\n%âãÏÓ\n'))).toBeUndefined();
    expect(await imageMimeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('addField', () => {
  it('reads names and lists, and leaves names that would reach the prototype alone', () => {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of [
      ['kind', '1'],
      ['ids[]', '3'],
      ['ids[]', '4'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['__proto__[]', 'x'],
      ['__proto__', 'y'],
      ['constructor', 'z'],
      ['prototype[]', 'w'],
    ] as const)
      addField(fields, name, value);
    expect(fields).toEqual({ kind: '1', ids: ['3', '4'], tag: ['a', 'b'] });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['kind', 'ids', 'tag']);
  });
});
