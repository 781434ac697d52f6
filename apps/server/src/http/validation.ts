/**
 * Every input goes through its zod schema before it reaches a service. Unknown fields are
 * stripped (z.object's default); a failure is a 422 keyed by field path with Chinese messages.
 * Before any schema, no text anywhere in the input may carry a control character (NUL cannot
 * even be stored), so no field can forget to refuse one.
 */
import { isInputDay } from '@mall/shared/china-time';
import {
  CONTROL_CHAR_MESSAGE,
  hasForbiddenCharacters,
  INT_RANGE_MESSAGE,
  INT4_MAX,
  INT4_MIN,
} from '@mall/shared/text';
import { z } from 'zod';
import { AppError, type FieldErrors } from './app-error.ts';
import { chineseErrorMap } from './zod-chinese.ts';

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/**
 * The paths of every string (and object key) in the input that carries a forbidden character.
 * Walked with its own stack: a deep JSON body must not exhaust the call stack.
 */
export function forbiddenTextErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const flag = (path: string) => {
    errors[path || '_'] = [CONTROL_CHAR_MESSAGE];
  };
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (hasForbiddenCharacters(item.value)) flag(item.path);
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (hasForbiddenCharacters(key)) flag(path);
        else stack.push({ value: child, path });
      }
    }
  }
  return errors;
}

/** Test-only: sees every schema parsed and the value given to it (the route-registry property test). */
export type ParseObserver = (schema: z.core.$ZodType, value: unknown) => void;
let observer: ParseObserver | null = null;
export function observeParses(next: ParseObserver | null): void {
  observer = next;
}

export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  observer?.(schema, value);
  const refused = forbiddenTextErrors(value);
  if (Object.keys(refused).length > 0) throw AppError.validation(refused);
  // zod's function, not the method: it takes a schema of either build (the shared login schema is zod/mini).
  const result = z.safeParse(schema, value, { error: chineseErrorMap });
  if (!result.success) throw AppError.validation(fieldErrorsOf(result.error));
  return result.data;
}

/** Query and form values arrive as strings; an empty one means "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Like z.coerce.number, but a missing value stays missing (so it reads 此项为必填项, not 请输入数字). */
const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

/** A whole number a database `integer` column holds: every id, quantity and amount in fen. */
export const int4 = () => z.number().int().min(INT4_MIN, INT_RANGE_MESSAGE).max(INT4_MAX, INT_RANGE_MESSAGE);

/** A required whole number from a query string or form field. */
export const intField = () => z.preprocess(toNumber, int4());

/** An optional whole number from a query string or form field. */
export const optionalInt = () => z.preprocess(toNumber, int4().optional());

/** A row id from a path, query or form: 1 to the column's maximum. */
export const idField = () => z.preprocess(toNumber, int4().min(1, '编号有误'));

/**
 * A real calendar day written YYYY-MM-DD, as every date input is: `format` when it is not written so,
 * `invalid` when it is but names no day (2026-02-30) or lies outside DAY_RANGE (isInputDay),
 * `missing` when there is none.
 */
export const calendarDay = (
  format = '日期格式应为YYYY-MM-DD',
  invalid = '请输入正确的日期',
  missing = format,
) =>
  z
    .string({ error: missing })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, format)
    .refine(isInputDay, invalid);

/** An optional calendar day from a query string or form field (blank is not given). */
export const optionalDay = (format?: string, invalid?: string) =>
  z.preprocess(blankToUndefined, calendarDay(format, invalid).optional());

/**
 * Past any list a buyer pages through; it keeps `(page - 1) * page_size` an exact OFFSET, far from
 * bigint's limit, whatever the page size.
 */
export const PAGE_MAX = 100_000;

/** A page number or size with a default and an upper bound (PAGE_MAX unless given). */
export const pageParam = (fallback: number, max = PAGE_MAX) =>
  z.preprocess(toNumber, z.number().int().min(1).max(max).default(fallback));
