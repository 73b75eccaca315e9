import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema, mirrorsInputSchema } from '@arcadia/contract/ops';
import { domainEntrySchema } from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { MirrorsService } from './mirrors.service.js';

export type MirrorsOpsRoutesOptions = { service: MirrorsService; merchantId(code: string): Promise<number> };

/** Registered inside the ops scope (bearer token + audit) by features/routes.ts. */
export const mirrorsOpsRoutes: FastifyPluginAsyncZod<MirrorsOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.put(
    '/ops/merchants/:code/mirrors',
    {
      schema: {
        tags: ['ops'],
        summary: 'Replace the mirror domains listed on the speed-test page (host or host:port)',
        params: merchantCodeParamsSchema,
        body: mirrorsInputSchema,
        response: { 200: envelope(z.array(domainEntrySchema)) },
      },
    },
    async (req) => ok(await service.replace(await merchantId(req.params.code), req.body.hosts)),
  );
};
