import { envelope } from '@arcadia/contract';
import { csScriptSchema, customerServiceListSchema } from '@arcadia/contract/support';
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
