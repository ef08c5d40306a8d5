import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages/pt-BR';
import { invalidText } from '../platform/errors';

/**
 * JSON bodies must be valid UTF-8 (issue 36): decoded as they come, broken bytes would turn into
 * U+FFFD and be stored as something nobody wrote. The bytes are checked, then Fastify's own parser
 * (with its prototype-poisoning guard) reads them.
 */
export const utf8JsonPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(invalidText({ field: 'json', message: messages.hostileInput.notUtf8 }), undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
});
