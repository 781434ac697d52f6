/**
 * Uploads, from the multipart form to the disk and back to the browser: the form readers (one
 * file, or several photos under one field), the image check by content, the file store under
 * DATA_DIR/uploads, and the one way a stored file is sent to the reader it belongs to.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// The request's multipart methods (isMultipart, parts) are typed by the plugin's declarations.
import type {} from '@fastify/multipart';
import { LICENCE_MAX_BYTES } from '@mall/shared/licence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error.ts';
import { uploadFileName } from './upload-name.ts';

/** Every upload, a licence scan as a chat or after-sale photo, may be as large as a licence scan. */
export const MAX_UPLOAD_BYTES = LICENCE_MAX_BYTES;
export const UPLOAD_SIZE_MESSAGE = '文件大小不能超过 5 MB';
export const IMAGE_TYPE_MESSAGE = '只能上传 JPG、PNG、WEBP 图片';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

export interface UploadForm {
  fields: Record<string, unknown>;
  file: UploadedFile | undefined;
}

/** Names no form of ours has, which would reach an object's prototype instead of a field. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A form part's value under its name; `name[]` and a repeated name make a list. */
export function addField(fields: Record<string, unknown>, rawName: string, value: string): void {
  const isList = rawName.endsWith('[]');
  const name = isList ? rawName.slice(0, -2) : rawName;
  if (PROTOTYPE_KEYS.has(name)) return;
  const current = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (isList || current !== undefined) {
    fields[name] = [...(Array.isArray(current) ? current : current === undefined ? [] : [current]), value];
  } else {
    fields[name] = value;
  }
}

/** A multipart body the parser could not read (no boundary, cut short): the sender's mistake. */
export const MALFORMED_FORM_MESSAGE = '提交的数据格式有误';
export const ONE_FILE_MESSAGE = '每次只能上传一个文件';

/**
 * What a failed read of a multipart form tells its sender. The readers below only parse the
 * request into memory, so every error they meet is the body's: too large a file or too many files is
 * a 422 on `field`, anything else (no boundary, a part cut off, too many fields) a 400, as a malformed
 * JSON body is.
 */
function formRefusal(error: unknown, field: string, messages: { size: string; count: string }): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return AppError.validation({ [field]: [messages.size] });
  if (code === 'FST_FILES_LIMIT') return AppError.validation({ [field]: [messages.count] });
  return new AppError('bad_request', MALFORMED_FORM_MESSAGE);
}

/**
 * Reads an upload form: text fields (a repeated `name[]` becomes a list under `name`) and one
 * file, buffered up to the size limit. Too large a file, or a second one, is a 422 on the file's field.
 */
export async function readUploadForm(request: FastifyRequest, fileField = 'file'): Promise<UploadForm> {
  if (!request.isMultipart())
    return { fields: (request.body as Record<string, unknown>) ?? {}, file: undefined };
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 60 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = { bytes, filename: uploadFileName(part.filename) };
      } else if (typeof part.value === 'string') {
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw formRefusal(error, fileField, { size: UPLOAD_SIZE_MESSAGE, count: ONE_FILE_MESSAGE });
  }
  return { fields, file };
}

export interface ImagesFormRules {
  /** The field every photo comes under (`images` or `images[]`, `images[0]`…). */
  field: string;
  max: number;
  sizeMessage: string;
  countMessage: string;
}

export interface ImagesForm {
  fields: Record<string, unknown>;
  images: UploadedFile[];
}

/**
 * Reads a form with up to `max` photos under one field. A photo too large, or one too many, is a
 * 422 on that field. A JSON or form-encoded body (no photos) is read as is.
 */
export async function readImagesForm(request: FastifyRequest, rules: ImagesFormRules): Promise<ImagesForm> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown>) ?? {}, images: [] };
  const fields: Record<string, unknown> = {};
  const images: UploadedFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: rules.max + 1, fields: 20 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const name = part.fieldname.replace(/\[\d*\]$/, '');
        if (name === rules.field) images.push({ bytes, filename: uploadFileName(part.filename) });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formRefusal(error, rules.field, { size: rules.sizeMessage, count: rules.countMessage });
  }
  if (images.length > rules.max) throw AppError.validation({ [rules.field]: [rules.countMessage] });
  return { fields, images };
}

const IMAGE_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The type of a photo by its content (a renamed file of another kind has none), or undefined. */
export async function imageMimeOf(bytes: Buffer): Promise<string | undefined> {
  const sniffed = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  return sniffed && IMAGE_MIMES.has(sniffed.mime) ? sniffed.mime : undefined;
}

/**
 * Files on disk under DATA_DIR/uploads, outside the web root, named by the SHA-256 of their
 * bytes: the same file uploaded twice is stored once, and a name never reveals its owner.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  static inDataDir(dataDir: string): FileStore {
    return new FileStore(join(dataDir, 'uploads'));
  }

  private pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha256 name');
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Stores the bytes and returns their SHA-256 (hex). */
  async save(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const path = this.pathOf(sha256);
    try {
      await access(path);
      return sha256;
    } catch {
      // not stored yet
    }
    await mkdir(join(this.root, sha256.slice(0, 2)), { recursive: true });
    // Write aside, then rename: a reader never sees half a file.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
    return sha256;
  }

  /** The stored bytes, or null when they are gone from disk. */
  async open(sha256: string): Promise<ReadStream | null> {
    const path = this.pathOf(sha256);
    try {
      await access(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }
}

/** What a row keeps of a stored file. */
export interface StoredFile {
  sha256: string;
  mime: string;
  size: number;
}

export interface OpenedFile {
  mime: string;
  size: number;
  stream: NodeJS.ReadableStream;
}

/**
 * A stored file's bytes, once the caller has found it among the reader's own rows. No such row
 * (undefined) and bytes gone from disk are the same "not found", with the caller's message.
 */
export async function openStoredFile(
  dataDir: string,
  file: StoredFile | null | undefined,
  notFound: string,
): Promise<OpenedFile> {
  const stream = file && (await FileStore.inDataDir(dataDir).open(file.sha256));
  if (!file || !stream) throw new AppError('not_found', notFound);
  return { mime: file.mime, size: file.size, stream };
}

/**
 * Sends an uploaded file to its reader: shown inline, never cached by a shared cache, and with
 * its sniffed type taken as is, so a browser cannot be led to run it as something else.
 */
export function sendStoredFile(reply: FastifyReply, file: OpenedFile): FastifyReply {
  reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  return reply.send(file.stream);
}
