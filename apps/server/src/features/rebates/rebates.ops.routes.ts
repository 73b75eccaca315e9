import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { rebateRatesSavedSchema, rebateRatesSchema, setRebateRatesSchema } from '@arcadia/contract/rebates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { RebatesService } from './rebates.service.js';

export type RebatesOpsRoutesOptions = { service: RebatesService; merchantId(code: string): Promise<number> };

export const rebatesOpsRoutes: FastifyPluginAsyncZod<RebatesOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/rebates/rates',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary:
          'Rebate rates in force per product type (a fraction of turnover; a product without a rate pays none), for the console editor',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(rebateRatesSchema) },
      },
    },
    async (req) => ok(await service.opsRates(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/rebates/rates',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary:
          'Set rebate rates per product type (new accruals use them); raising any rate waits for a second operator (pending, approvalId, updated 0)',
        params: merchantCodeParamsSchema,
        body: setRebateRatesSchema,
        response: { 200: envelope(rebateRatesSavedSchema) },
      },
    },
    async (req) => ok(await service.setRates(await merchantId(req.params.code), req.body.rates, opsPayoutActor(req))),
  );
};
