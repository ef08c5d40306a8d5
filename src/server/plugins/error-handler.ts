import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/errors';
import { errorMessages, messages } from '../../shared/messages/pt-BR';
import { AppError, type FieldIssue, invalidText, isInvalidTextIssue } from '../platform/errors';
import { isMalformedMultipart } from '../platform/http/multipart';
import { StorageNotFoundError } from '../platform/storage/storage';

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: ErrorCode,
  message?: string,
  details?: unknown,
  params?: Record<string, string | number>,
) {
  return reply.status(status).send({
    error: {
      code,
      message: message ?? errorMessages[code],
      ...(params === undefined ? {} : { params }),
      ...(details === undefined ? {} : { details }),
    },
  });
}

function sendAppError(reply: FastifyReply, error: AppError) {
  const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (error.code === 'RATE_LIMITED' && typeof retryAfter === 'number')
    reply.header('retry-after', retryAfter);
  return send(reply, error.status, error.code, error.message, error.details, error.params);
}

/** Fastify's own error codes that are the caller's mistake, mapped to ours. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  // The JSON (or form) body's limit, not a file's: its own message.
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // The parser's count limits: a flood of parts, not a large file (the multipart reader maps them too).
  FST_PARTS_LIMIT: 'TOO_MANY_PARTS',
  FST_FILES_LIMIT: 'TOO_MANY_PARTS',
  FST_FIELDS_LIMIT: 'TOO_MANY_PARTS',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * Errors the router raises before any route (and so before the error handler) is chosen: a
 * malformed percent-encoding (`/api/assets/%zz`) or a path segment over the router's length limit.
 * Passed to Fastify's `frameworkErrors` option so they too answer in our shape and in pt-BR.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'malformed request address');
  return send(reply, 400, 'BAD_REQUEST', messages.hostileInput.badUrl);
}

/**
 * One error shape for every failure: `{"error":{"code","message"}}` with a pt-BR message. Unknown
 * errors become a generic 500, logged with the request id and never shown with a stack trace.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx AppError is the server's own failure (storage unavailable): keep its cause in the log.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      return sendAppError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? '',
      }));
      // The shared text rule outranks the rest: the text as sent can never be stored.
      const textAt = error.validation.findIndex(isInvalidTextIssue);
      const text = issues[textAt];
      if (text) return sendAppError(reply, invalidText(text));
      const first = issues[0];
      const message = first ? `${errorMessages.VALIDATION} ${first.message}` : errorMessages.VALIDATION;
      return send(reply, 400, 'VALIDATION', message, { issues });
    }
    const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (mapped) {
      return send(reply, error.statusCode ?? 400, mapped);
    }
    if (error instanceof StorageNotFoundError) {
      // The row exists but its bytes are gone: the server's storage, not the caller, is at fault.
      request.log.error({ err: error }, 'stored object missing');
      return send(reply, 503, 'STORAGE_UNAVAILABLE');
    }
    if (isMalformedMultipart(error)) return send(reply, 400, 'MALFORMED_MULTIPART');
    if (error.statusCode === 429) return send(reply, 429, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, error.statusCode, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL');
  });
});
