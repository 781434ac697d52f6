/**
 * Form-encoded bodies (DESIGN §5) keep their structure: `ids[]=1`, `params[number]=3`,
 * `params[0][goods_id]=7`. Limits are refused rather than silently truncated. The array limit lies
 * past every list a schema takes (the largest form list is 500), so a list too long for its field is
 * answered by the field's own 422 message; only a body past any use is refused whole.
 */
import qs from 'qs';
import { AppError } from './app-error.ts';

const OPTIONS: qs.IParseOptions = {
  depth: 5,
  strictDepth: true,
  arrayLimit: 1000,
  parameterLimit: 2000,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
};

export function parseForm(body: string): Record<string, unknown> {
  try {
    return qs.parse(body, OPTIONS) as Record<string, unknown>;
  } catch {
    throw new AppError('bad_request', '提交的数据过多或层级过深');
  }
}
