/**
 * Every input goes through its zod schema before it reaches a service. Unknown fields are
 * stripped (z.object's default); a failure is a 422 keyed by field path with Chinese messages.
 */
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

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: chineseErrorMap });
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

/** A required whole number from a query string or form field. */
export const intField = () => z.preprocess(toNumber, z.number().int());

/** An optional whole number from a query string or form field. */
export const optionalInt = () => z.preprocess(toNumber, z.number().int().optional());

/** A page number or size with a default and an upper bound. */
export const pageParam = (fallback: number, max?: number) => {
  const base = z.number().int().min(1);
  return z.preprocess(toNumber, (max ? base.max(max) : base).default(fallback));
};
