import { z } from 'zod';

/** Every error code the API answers with. The pt-BR text for each lives in messages/pt-BR.ts. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'DOWNLOAD_FORM_EXPIRED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'SIGNUP_CLOSED',
  'LAST_ADMIN',
  'WRONG_PASSWORD',
  'WEAK_PASSWORD',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IMAGE_TOO_LARGE',
  'BODY_TOO_LARGE',
  'MALFORMED_MULTIPART',
  'FILE_NAME_INVALID',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
  'CURSOR_INVALID',
  'RESET_TOKEN_INVALID',
  'MAIL_DISABLED',
  'STARTING',
  'RANGE_NOT_SATISFIABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
