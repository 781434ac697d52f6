/** The one error the HTTP client rejects with. `code` is the envelope code, or the HTTP status. */
export class ApiError extends Error {
  /** The code of a request cancelled by a newer one to the same URL; never shown to the buyer. */
  static readonly CANCELLED = -1;
  /** The code of a request that got no answer (network down, timeout). */
  static readonly NO_RESPONSE = 0;

  readonly code: number;
  readonly msg: string;
  readonly errors?: Record<string, string[]>;
  /** The envelope's data of a refusal, e.g. the quantity the server would accept. */
  readonly data: unknown;

  constructor(code: number, msg: string, errors?: Record<string, string[]>, data: unknown = null) {
    super(msg || `请求失败（${code}）`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    if (errors) this.errors = errors;
    this.data = data;
  }

  get cancelled(): boolean {
    return this.code === ApiError.CANCELLED;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
