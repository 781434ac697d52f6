/**
 * The name a browser gives an uploaded file is the client's word, not the buyer's typing: it is
 * kept only as a label, so it is cleaned rather than refused. Control characters (NUL cannot be
 * stored), a folder path some browsers send, and surrounding blanks are taken out.
 */
import { withoutForbiddenCharacters } from '@mall/shared/text';

export const UPLOAD_NAME_MAX = 200;

export function uploadFileName(raw: string | undefined): string {
  const clean = withoutForbiddenCharacters(raw ?? '');
  const base = clean.slice(Math.max(clean.lastIndexOf('/'), clean.lastIndexOf('\\')) + 1);
  return Array.from(base.trim()).slice(0, UPLOAD_NAME_MAX).join('');
}
