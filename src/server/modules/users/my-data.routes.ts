import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkDay } from '../../../shared/domain/network-date';
import { MyDataSchema } from '../../../shared/schemas/my-data';
import { attachmentDisposition } from '../../platform/http/disposition';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { MyDataService } from './my-data.service';

/** "Baixar meus dados" (issue 36, LGPD): a pending account may ask too, its data being its own. */
export const myDataRoutes: FastifyPluginAsyncZod<{ myData: MyDataService }> = async (app, { myData }) => {
  app.get(
    '/api/me/export',
    {
      config: {
        access: 'account',
        rateLimit: perUserRateLimit('my-data-export', RATE_LIMITS.myDataExportPerUser),
      },
      schema: {
        tags: ['me'],
        summary:
          'Everything the app keeps about the signed-in person, as a JSON file (meus-dados-<date>.json)',
        response: { 200: MyDataSchema },
      },
    },
    async (request, reply) => {
      const data = await myData.export(currentUser(request).id);
      const day = networkDay(new Date(data.exportedAt));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`meus-dados-${day}.json`))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
