/**
 * The one error type of the API. Services throw it with a kind and a Chinese message; the error
 * handler maps the kind to the HTTP status and the envelope's code (DESIGN §5).
 */
import { Code } from '@mall/shared/codes';

export type AppErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'contract_unsigned'
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited';

/** Field path (`params.0.goods_id`) to its messages. */
export type FieldErrors = Record<string, string[]>;

const STATUS: Record<AppErrorKind, { http: number; code: number }> = {
  validation: { http: 422, code: Code.Validation },
  unauthenticated: { http: 401, code: Code.NotLoggedIn },
  contract_unsigned: { http: 403, code: Code.ContractUnsigned },
  bad_request: { http: 400, code: Code.BadRequest },
  forbidden: { http: 403, code: Code.Forbidden },
  not_found: { http: 404, code: Code.NotFound },
  conflict: { http: 409, code: Code.Conflict },
  rate_limited: { http: 429, code: Code.TooManyRequests },
};

export class AppError extends Error {
  readonly httpStatus: number;
  readonly code: number;

  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** Sent as the envelope's data, e.g. the quantity the server would accept instead. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
    this.httpStatus = STATUS[kind].http;
    this.code = STATUS[kind].code;
  }

  static validation(fieldErrors: FieldErrors): AppError {
    const first = Object.values(fieldErrors)[0]?.[0] ?? '输入有误';
    return new AppError('validation', first, fieldErrors);
  }
}

export const NOT_LOGGED_IN_MESSAGE = '请先登录';
