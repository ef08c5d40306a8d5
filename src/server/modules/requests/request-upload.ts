import type { FastifyRequest } from 'fastify';
import { hasControlCharacters } from '../../../shared/domain/text';
import { format, validationMessages } from '../../../shared/messages/pt-BR';
import {
  type ParsedRequestFields,
  REQUEST_LIMITS,
  RequestFieldsSchema,
} from '../../../shared/schemas/request';
import { AppError, fieldsRefused } from '../../errors';
import { assertPartNamed } from '../../plugins/multipart';

const TEXT_FIELDS = new Set(['description', 'neededBy', 'channel', 'fromSearch']);

/**
 * The body of `POST /api/requests`: JSON, or multipart text fields (in any order) with an optional
 * reference image as the `file` part, read into memory up to REQUEST_LIMITS.referenceMaxBytes. The
 * fields are checked by the shared schema, each refusal named by its field.
 */
export async function readRequestBody(
  request: FastifyRequest,
): Promise<{ fields: ParsedRequestFields; reference: Buffer | null }> {
  if (!request.isMultipart()) return { fields: checked(request.body ?? {}), reference: null };
  const raw: Record<string, string> = {};
  let reference: Buffer | null = null;
  const parts = request.parts({
    limits: { fileSize: REQUEST_LIMITS.referenceMaxBytes, files: 1, fields: 10 },
  });
  for await (const part of parts) {
    assertPartNamed(part);
    if (part.type === 'field') {
      if (!TEXT_FIELDS.has(part.fieldname)) throw fieldInvalid(part.fieldname, unknown(part.fieldname));
      raw[part.fieldname] = String(part.value);
      continue;
    }
    // The shared text rule: a file name with control characters is refused before reading it.
    if (part.filename && hasControlCharacters(part.filename)) {
      part.file.resume();
      throw new AppError('FILE_NAME_CONTROL_CHARACTERS', { params: { n: 1 } });
    }
    if (part.fieldname !== 'file' || reference) {
      part.file.resume();
      throw fieldInvalid(part.fieldname, unknown(part.fieldname));
    }
    try {
      const bytes = await part.toBuffer();
      // A file input left empty still sends a part, with no name and no bytes: no image.
      reference = bytes.length > 0 ? bytes : null;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('REQUEST_REFERENCE_TOO_LARGE');
      throw error;
    }
  }
  return { fields: checked(raw), reference };
}

function checked(raw: unknown): ParsedRequestFields {
  const parsed = RequestFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw fieldsRefused(parsed.error.issues);
}

const unknown = (field: string) => format(validationMessages.unknownField, { field: field.slice(0, 40) });

function fieldInvalid(field: string, message: string): AppError {
  return new AppError('FIELD_INVALID', {
    params: { motivo: message },
    details: { issues: [{ field, message }] },
  });
}
