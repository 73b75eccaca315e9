import { envelope } from '@arcadia/contract';
import { rebateClaimSchema, rebateDetailsSchema, rebateRatesSchema } from '@arcadia/contract/rebates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
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
