import type { ErrorCode } from '../domain/api/api-error';

const statusOf: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  body_too_large: 400,
  unauthenticated: 401,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  too_many_orders: 429,
  too_many_pending_orders: 409,
  quantity_limit_exceeded: 409,
  mail_not_configured: 503,
  sms_not_configured: 503,
  unavailable: 503,
  internal: 500,
};

/** The one error type services throw; the error handler turns it into a response. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: { path: string; message: string }[],
    /** A finer reason the web app translates, with the values its message needs. */
    readonly detail?: { reason: string; params?: Record<string, string | number> },
    /**
     * `retryAfterSeconds`: sent as Retry-After, when the refusal is about load and waiting will help. `shedsLoad`: a
     * 503 that is this server turning work away on purpose (a full queue), expected under load, not a part failing.
     */
    readonly options?: { retryAfterSeconds?: number; shedsLoad?: boolean },
  ) {
    super(message);
    this.status = statusOf[code];
  }
}
