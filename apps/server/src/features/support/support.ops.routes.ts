import { envelope, languageSchema } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { helpTreeInputSchema, savedResultSchema } from '@arcadia/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { SupportService } from './support.service.js';

export type SupportOpsRoutesOptions = { service: SupportService; merchantId(code: string): Promise<number> };

export const supportOpsRoutes: FastifyPluginAsyncZod<SupportOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.put(
    '/ops/merchants/:code/help/:language',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: ['ops'],
        summary: "Replace a language's help centre (HTML sanitised on write)",
        params: merchantCodeParamsSchema.extend({ language: languageSchema }),
        body: helpTreeInputSchema,
        response: { 200: envelope(savedResultSchema) },
      },
    },
    async (req) => {
      await service.replaceHelp(await merchantId(req.params.code), req.params.language, req.body.items);
      return ok({ saved: true as const });
    },
  );
};
