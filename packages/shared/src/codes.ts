/** Response codes of the API envelope (DESIGN §5, SPEC §8). */
export const Code = {
  Ok: 10000,
  /** Done, with something the buyer should notice (e.g. some cart lines refused): a warning. */
  OkWithWarning: 201,
  NotLoggedIn: 10001,
  Validation: 422,
  ContractUnsigned: 459,
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  ServerError: 500,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes the SPA treats as success (SPEC §8). */
export const SUCCESS_CODES: readonly number[] = [10000, 200, 201];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface ValidationEnvelope {
  code: 422;
  msg: string;
  data: null;
  errors: Record<string, string[]>;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
