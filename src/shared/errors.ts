import { type ErrorCode, errorCatalog } from './messages/errors';
import { z } from './schemas/z';

export type { ErrorCode, ErrorParams } from './messages/errors';
export { errorCatalog, isErrorCode } from './messages/errors';

/** Every error code the API answers with; status and pt-BR text of each in messages/errors.ts. */
export const ERROR_CODES = Object.keys(errorCatalog) as ErrorCode[];

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The values in the message (`{ megapixels: 25 }`), for a client that formats it itself. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.unknown().optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
