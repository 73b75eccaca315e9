import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  rebateClaimSchema,
  rebateDetailsSchema,
  rebateRatesSavedSchema,
  rebateRatesSchema,
  setRebateRatesSchema,
} from '@arcadia/contract/rebates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { RebatesService } from './rebates.service.js';

const tags = ['rebates'];

export type RebatesRoutesOptions = { service: RebatesService };

export const rebatesRoutes: FastifyPluginAsyncZod<RebatesRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/rebates/rates',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'getRebate: rebate rates per product type (MYRBT3)', response: { 200: envelope(rebateRatesSchema) } },
    },
    async (req) => ok(await service.rates(req.merchant.id)),
  );
  app.get(
    '/wps/rebates/details',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'bonusDetails: unclaimed rebate by product and past claims (PLYRBT)',
        response: { 200: envelope(rebateDetailsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.details(req.merchant.id, authOf(req).memberId));
    },
  );
  app.post(
    '/wps/rebates/claim',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'manualRebate: claim all accrued rebate, once (MANPLAYREB3)',
        response: { 200: envelope(rebateClaimSchema) },
      },
    },
    async (req) => ok(await service.claim(req.merchant.id, authOf(req).memberId)),
  );
};

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
