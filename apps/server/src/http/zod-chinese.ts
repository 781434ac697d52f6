/**
 * Chinese messages for zod's built-in checks, so a schema without its own wording still answers
 * the buyer in Chinese. A schema's own message always wins over these.
 */
import type { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const SIZE_UNIT: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };

const TYPE_HINT: Record<string, string> = {
  number: '请输入数字',
  int: '请输入整数',
  bigint: '请输入整数',
  string: '请输入文字',
  boolean: '请选择是或否',
  array: '格式有误，应为列表',
  object: '格式有误',
  date: '请输入正确的日期',
};

const FORMAT_HINT: Record<string, string> = {
  email: '请输入正确的邮箱地址',
  url: '请输入正确的网址',
  date: '请输入正确的日期（YYYY-MM-DD）',
  datetime: '请输入正确的日期时间',
  time: '请输入正确的时间',
};

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean | undefined): string {
  const unit = SIZE_UNIT[origin];
  if (origin === 'string' && minimum === 1) return '此项不能为空';
  if (unit) return `至少需要${minimum}${unit}`;
  return inclusive === false ? `必须大于${minimum}` : `不能小于${minimum}`;
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean | undefined): string {
  const unit = SIZE_UNIT[origin];
  if (unit) return `不能超过${maximum}${unit}`;
  return inclusive === false ? `必须小于${maximum}` : `不能大于${maximum}`;
}

export function chineseMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return '此项为必填项';
      return TYPE_HINT[issue.expected] ?? '格式有误';
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive);
    case 'invalid_format':
      return FORMAT_HINT[issue.format] ?? '格式不正确';
    case 'invalid_value':
      return '请选择有效的选项';
    case 'not_multiple_of':
      return `必须是${issue.divisor}的倍数`;
    case 'unrecognized_keys':
      return '包含无法识别的字段';
    default:
      return '输入有误';
  }
}

/** Per-parse error map: lower precedence than a schema's own message. */
export const chineseErrorMap: z.core.$ZodErrorMap = (issue) => chineseMessage(issue);
