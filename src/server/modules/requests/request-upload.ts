import type { FastifyRequest } from 'fastify';
import {
  type ParsedRequestFields,
  REQUEST_LIMITS,
  RequestFieldsSchema,
} from '../../../shared/schemas/request';
import { fieldsRefused } from '../../platform/errors';
import { type MultipartContract, readMultipart } from '../../platform/http/multipart';

/** The text fields (in any order) and an optional reference image under `file`. */
export const REQUEST_UPLOAD: MultipartContract = {
  fields: { description: {}, neededBy: {}, channel: {}, fromSearch: {} },
  files: {
    file: { max: 1, maxBytes: REQUEST_LIMITS.referenceMaxBytes, tooLarge: 'REQUEST_REFERENCE_TOO_LARGE' },
  },
};

/**
 * The body of `POST /api/requests`: JSON, or a multipart body kept to its contract, read into memory.
 * The fields are checked by the shared schema, each refusal named by its field.
 */
export async function readRequestBody(
  request: FastifyRequest,
): Promise<{ fields: ParsedRequestFields; reference: Buffer | null }> {
  if (!request.isMultipart()) return { fields: checked(request.body ?? {}), reference: null };
  const { fields, files } = await readMultipart(request, REQUEST_UPLOAD);
  // A file input left empty still sends a part, with no name and no bytes: no image.
  const reference = files[0]?.bytes.length ? files[0].bytes : null;
  return { fields: checked(fields), reference };
}

function checked(raw: unknown): ParsedRequestFields {
  const parsed = RequestFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw fieldsRefused(parsed.error.issues);
}
