import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './accounts';
import { multipartBody, type Part } from './multipart';

/** The fields of a consent as the dialog sends them (strings; an empty expiry is no expiry). */
export interface ConsentForm {
  patientRef?: string;
  signedOn?: string;
  expiresOn?: string;
}

/** POST /api/assets/:id/consent as the admin's dialog sends it: the text fields, then the signed file. */
export function postConsent(
  app: FastifyInstance,
  who: SignedIn,
  assetId: string,
  fields: ConsentForm,
  file: { name: string; data: Buffer; contentType?: string } | null,
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, data: String(value) }));
  if (file)
    parts.push({
      name: 'file',
      filename: file.name,
      contentType: file.contentType ?? 'application/octet-stream',
      data: file.data,
    });
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/assets/${assetId}/consent`,
    headers: { cookie: who.cookie, 'content-type': contentType },
    payload: body,
  });
}
