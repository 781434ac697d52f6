/**
 * Form-encoded bodies (DESIGN §5) keep their structure: `ids[]=1`, `params[number]=3`,
 * `params[0][goods_id]=7`. Limits are refused rather than silently truncated.
 */
import qs from 'qs';
import { AppError } from './app-error.ts';

const OPTIONS: qs.IParseOptions = {
  depth: 5,
  strictDepth: true,
  arrayLimit: 200,
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
