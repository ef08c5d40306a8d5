import type { ErrorCode } from '../shared/errors';
import { errorMessages } from '../shared/messages/pt-BR';

const DEFAULT_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  CURSOR_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  WEAK_PASSWORD: 400,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  DOWNLOAD_FORM_EXPIRED: 403,
  SIGNUP_CLOSED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  /** A state of the server's configuration, not a failure: README promises no 5xx for any input. */
  MAIL_DISABLED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMAGE_TOO_LARGE: 422,
  BODY_TOO_LARGE: 413,
  MALFORMED_MULTIPART: 400,
  FILE_NAME_INVALID: 400,
  STORAGE_UNAVAILABLE: 503,
  STARTING: 503,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface AppErrorOptions {
  status?: number;
  /** Overrides the catalogue text when a more specific pt-BR message applies. */
  message?: string;
  details?: unknown;
  /** The underlying failure, logged by the error handler for a 5xx. */
  cause?: unknown;
}

/** The one error services throw; the error handler turns it into `{"error":{"code","message"}}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? DEFAULT_STATUS[code] ?? 400;
    this.details = options.details;
  }
}

/** IMAGE_TOO_LARGE with the purpose's limit in the message ('no máximo 25 megapixels'). */
export function imageTooLarge(error: { message: string; maxMegapixels: number }): AppError {
  return new AppError('IMAGE_TOO_LARGE', {
    message: error.message,
    details: { maxMegapixels: error.maxMegapixels },
  });
}

/** A problem that stops the process from starting; main.ts prints its message as one line. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
