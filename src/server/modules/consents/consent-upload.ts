import type { FastifyRequest } from 'fastify';
import { hasControlCharacters } from '../../../shared/domain/text';
import { format, validationMessages } from '../../../shared/messages/pt-BR';
import {
  CONSENT_LIMITS,
  ConsentFieldsSchema,
  type ParsedConsentFields,
} from '../../../shared/schemas/consent';
import { AppError, fieldsRefused } from '../../errors';
import { assertPartNamed } from '../../plugins/multipart';
import type { ConsentFile } from './consents.service';

const TEXT_FIELDS = new Set(['patientRef', 'signedOn', 'expiresOn']);

/**
 * The multipart body of `POST /api/assets/:id/consent`: the text fields (in any order) and one
 * `file` part, read into memory up to CONSENT_LIMITS.fileMaxBytes. The fields are checked by the
 * shared schema, each refusal named by its field as a JSON body's would be.
 */
export async function readConsentUpload(
  request: FastifyRequest,
): Promise<{ fields: ParsedConsentFields; file: ConsentFile | null }> {
  if (!request.isMultipart()) throw new AppError('CONSENT_FILE_MISSING');
  const raw: Record<string, string> = {};
  let file: ConsentFile | null = null;
  const parts = request.parts({ limits: { fileSize: CONSENT_LIMITS.fileMaxBytes, files: 1, fields: 10 } });
  for await (const part of parts) {
    assertPartNamed(part);
    if (part.type === 'field') {
      if (!TEXT_FIELDS.has(part.fieldname)) throw unknownField(part.fieldname);
      raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      throw new AppError('CONSENT_FILE_MISSING');
    }
    if (part.filename && hasControlCharacters(part.filename)) {
      part.file.resume();
      throw new AppError('FILE_NAME_CONTROL_CHARACTERS', { params: { n: 1 } });
    }
    try {
      file = { bytes: await part.toBuffer(), fileName: part.filename || 'tcle' };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('CONSENT_FILE_TOO_LARGE');
      throw error;
    }
  }
  const parsed = ConsentFieldsSchema.safeParse(raw);
  if (!parsed.success) throw fieldsRefused(parsed.error.issues);
  return { fields: parsed.data, file };
}

function unknownField(field: string): AppError {
  const message = format(validationMessages.unknownField, { field: field.slice(0, 40) });
  return new AppError('FIELD_INVALID', {
    params: { motivo: message },
    details: { issues: [{ field, message }] },
  });
}
