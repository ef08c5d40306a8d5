import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/errors';
import { errorMessages } from '../../shared/messages/pt-BR';
import { AppError } from '../errors';

interface FieldIssue {
  field: string;
  message: string;
}

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: ErrorCode,
  message?: string,
  details?: unknown,
) {
  return reply.status(status).send({
    error: { code, message: message ?? errorMessages[code], ...(details === undefined ? {} : { details }) },
  });
}

/** Fastify's own error codes that are the caller's mistake, mapped to ours. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * One error shape for every failure: `{"error":{"code","message"}}` with a pt-BR message. Unknown
 * errors become a generic 500, logged with the request id and never shown with a stack trace.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? '',
      }));
      const first = issues[0];
      const message = first ? `${errorMessages.VALIDATION} ${first.message}` : errorMessages.VALIDATION;
      return send(reply, 400, 'VALIDATION', message, { issues });
    }
    const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (mapped) {
      return send(reply, error.statusCode ?? 400, mapped);
    }
    if (error.statusCode === 429) return send(reply, 429, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, error.statusCode, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL');
  });
});
