import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  opsPromoCodeSchema,
  promoCodeCreatedSchema,
  promoCodeInputSchema,
  promoCodeToggleSchema,
} from '@arcadia/contract/promotions/promo-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { PromotionsService } from './promotions.service.js';

const tags = ['ops'];

/** Operators' promo codes (docs/adr/058); the ops guard audits every write. Registered by promotionsOpsRoutes. */
export const promoCodesOpsRoutes: FastifyPluginAsyncZod<{ service: PromotionsService; merchantId(code: string): Promise<number> }> = async (
  app,
  { service, merchantId },
) => {
  app.get(
    '/ops/merchants/:code/promo-codes',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary: 'Promo codes, newest first',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsPromoCodeSchema)) },
      },
    },
    async (req) => ok(await service.promoCodes.list(await merchantId(req.params.code))),
  );
  app.post(
    '/ops/merchants/:code/promo-codes',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary:
          "Create a promo code. Its exposure (bonus × total uses) above the merchant's approval threshold, or a code without a use limit, waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: promoCodeInputSchema,
        response: { 200: envelope(promoCodeCreatedSchema) },
      },
    },
    async (req) => ok(await service.promoCodes.create(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
  app.post(
    '/ops/merchants/:code/promo-codes/:id/enabled',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary: 'Switch a promo code on or off (its terms never change)',
        params: merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() }),
        body: promoCodeToggleSchema,
        response: { 200: envelope(opsPromoCodeSchema) },
      },
    },
    async (req) => ok(await service.promoCodes.setEnabled(await merchantId(req.params.code), req.params.id, req.body.enabled)),
  );
};
