import { envelope, languageSchema } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { csScriptSchema, customerServiceListSchema, helpTreeInputSchema, savedResultSchema } from '@arcadia/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { SupportService } from './support.service.js';

const tags = ['support'];

export type SupportRoutesOptions = { service: SupportService };

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/support/customerService',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Customer-service entries for the caller (club label matches, else general)',
        response: { 200: envelope(customerServiceListSchema) },
      },
    },
    async (req) => ok(await service.customerServiceFor(req.merchant.id, req.auth?.kind === 'member' ? req.auth.memberId : null)),
  );

  app.get(
    '/wps/support/script',
    { schema: { tags, summary: 'Customer-service provider scripts (value.scripts)', response: { 200: envelope(csScriptSchema) } } },
    async (req) => ok(await service.scripts(req.merchant.id)),
  );
};

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
