import type { ErrorBody } from '@shared/errors';
import { commonMessages } from '@shared/messages/common';
import { noteNetworkFailure } from './connection';

/** An API failure: `code` is a server error code (src/shared/errors.ts), 'NETWORK' or 'UNKNOWN'. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  /** The values in the catalog message of `code` (`{ megapixels: 25 }`), as the server sent them. */
  readonly params: Record<string, string | number>;

  constructor(
    code: string,
    status: number,
    message: string,
    details?: unknown,
    params: Record<string, string | number> = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
    this.params = params;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Builds the ApiError for a non-2xx answer; bodies that are not our error shape become 'UNKNOWN'. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(body.error.code, status, body.error.message, body.error.details, body.error.params);
  }
  return new ApiError('UNKNOWN', status, commonMessages.common.unknownError);
}

export function networkError(): ApiError {
  // Offline, the app shows 'Sem conexão' over the page (lib/connection).
  noteNetworkFailure();
  return new ApiError('NETWORK', 0, commonMessages.api.network);
}
