import type { ErrorCode } from '../shared/errors';
import { errorMessages } from '../shared/messages/pt-BR';

const DEFAULT_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  FORBIDDEN: 403,
  SIGNUP_CLOSED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface AppErrorOptions {
  status?: number;
  /** Overrides the catalogue text when a more specific pt-BR message applies. */
  message?: string;
  details?: unknown;
}

/** The one error services throw; the error handler turns it into `{"error":{"code","message"}}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? DEFAULT_STATUS[code] ?? 400;
    this.details = options.details;
  }
}

/** A problem that stops the process from starting; main.ts prints its message as one line. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
