import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkDay } from '../../../shared/domain/network-date';
import { MyDataSchema } from '../../../shared/schemas/my-data';
import { sendAttachment } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { MyDataService } from './my-data.service';

/** "Baixar meus dados" (issue 36, LGPD): a pending account may ask too, its data being its own. */
export const myDataRoutes: FastifyPluginAsyncZod<{ myData: MyDataService }> = async (app, { myData }) => {
  const route = routesFor(app, 'me');

  route.get('/api/me/export', {
    access: 'account',
    rateLimit: perUserRateLimit('my-data-export', RATE_LIMITS.myDataExportPerUser),
    summary: 'Everything the app keeps about the signed-in person, as a JSON file (meus-dados-<date>.json)',
    response: MyDataSchema,
    handler: async (request, reply) => {
      const data = await myData.export(currentUser(request).id);
      const day = networkDay(new Date(data.exportedAt));
      const fileName = `meus-dados-${day}.json`;
      return sendAttachment(
        reply,
        { contentType: 'application/json; charset=utf-8', fileName, noStore: true },
        data,
      );
    },
  });
};
