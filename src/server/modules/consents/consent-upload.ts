import type { FastifyRequest } from 'fastify';
import {
  CONSENT_LIMITS,
  ConsentFieldsSchema,
  type ParsedConsentFields,
} from '../../../shared/schemas/consent';
import { fieldsRefused } from '../../platform/errors';
import { type MultipartContract, readMultipart } from '../../platform/http/multipart';
import type { ConsentFile } from './consents.service';

/** The text fields (in any order) and one signed TCLE under `file`, whose absence the service refuses. */
export const CONSENT_UPLOAD: MultipartContract = {
  notMultipart: 'CONSENT_FILE_MISSING',
  fields: { patientRef: {}, signedOn: {}, expiresOn: {} },
  files: { file: { max: 1, maxBytes: CONSENT_LIMITS.fileMaxBytes, tooLarge: 'CONSENT_FILE_TOO_LARGE' } },
};

/**
 * The multipart body of `POST /api/assets/:id/consent`, read into memory once it kept its contract.
 * The fields are checked by the shared schema, each refusal named by its field as a JSON body's would be.
 */
export async function readConsentUpload(
  request: FastifyRequest,
): Promise<{ fields: ParsedConsentFields; file: ConsentFile | null }> {
  const { fields, files } = await readMultipart(request, CONSENT_UPLOAD);
  const parsed = ConsentFieldsSchema.safeParse(fields);
  if (!parsed.success) throw fieldsRefused(parsed.error.issues);
  const [file] = files;
  return {
    fields: parsed.data,
    file: file ? { bytes: file.bytes, fileName: file.fileName || 'tcle' } : null,
  };
}
