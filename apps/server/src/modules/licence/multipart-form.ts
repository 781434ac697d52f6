/**
 * Reads an upload form: text fields (a repeated `name[]` becomes a list under `name`) and one
 * file, buffered up to the size limit. Too large a file is a 422 on the `file` field.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { uploadFileName } from '../../http/upload-name.ts';
import type { UploadedFile } from './licence.service.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_SIZE_MESSAGE } from './licence-rules.ts';

export interface UploadForm {
  fields: Record<string, unknown>;
  file: UploadedFile | undefined;
}

function addField(fields: Record<string, unknown>, rawName: string, value: string): void {
  const isList = rawName.endsWith('[]');
  const name = isList ? rawName.slice(0, -2) : rawName;
  const current = fields[name];
  if (isList || current !== undefined) {
    fields[name] = [...(Array.isArray(current) ? current : current === undefined ? [] : [current]), value];
  } else {
    fields[name] = value;
  }
}

const tooLarge = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
};

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
    if (tooLarge(error)) throw AppError.validation({ [fileField]: [UPLOAD_SIZE_MESSAGE] });
    throw error;
  }
  return { fields, file };
}
