import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './accounts';
import { multipartBody, type Part } from './multipart';

/** The fields of a material request as the "Pedir material" form sends them (strings). */
export interface RequestForm {
  description?: string;
  neededBy?: string;
  channel?: string;
  fromSearch?: string;
}

/** POST /api/requests as JSON. */
export function postRequestJson(app: FastifyInstance, who: SignedIn, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: who.cookie },
    payload: payload as Record<string, unknown>,
  });
}

/** POST /api/requests as the form sends it: multipart text fields, then the optional reference image. */
export function postRequestForm(
  app: FastifyInstance,
  who: SignedIn,
  fields: RequestForm,
  file?: { name: string; data: Buffer; contentType?: string },
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
    url: '/api/requests',
    headers: { cookie: who.cookie, 'content-type': contentType },
    payload: body,
  });
}
