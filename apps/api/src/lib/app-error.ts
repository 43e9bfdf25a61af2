// Typed domain errors: services throw these; the one error handler maps the code to a status.

export const ERROR_STATUS = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  /** The payment provider could not be reached or refused the call (not the shopper's fault). */
  PAYMENT_UNAVAILABLE: 502,
  /**
   * This process is overloaded and sheds the request (plugins/load-shedding.ts), or its picture queue is full
   * (lib/image-work.ts); it comes with Retry-After.
   */
  BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Sent as Retry-After by the error handler when set: how soon trying again may work (a full picture queue). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
