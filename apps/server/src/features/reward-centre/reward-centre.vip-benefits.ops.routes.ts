import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { opsVipLevelSchema, vipBenefitsInputSchema, vipBenefitsSavedSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { VipBenefitsService } from './reward-centre.vip-benefits.service.js';

/** Operators edit the VIP benefits and levels; registered by rewardCentreOpsRoutes. */
export const vipBenefitsOpsRoutes: FastifyPluginAsyncZod<{ vip: VipBenefitsService; merchantId(code: string): Promise<number> }> = async (
  app,
  { vip, merchantId },
) => {
  app.get(
    '/ops/merchants/:code/reward-centre/vip-benefits',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'VIP level-up bonuses by club label',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(vipBenefitsInputSchema) },
      },
    },
    async (req) => ok(await vip.settings(await merchantId(req.params.code))),
  );
  app.get(
    '/ops/merchants/:code/reward-centre/vip-levels',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'Every club label (VIP level) with its name and level-up bonus, for the console editor',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsVipLevelSchema)) },
      },
    },
    async (req) => ok(await vip.levels(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/reward-centre/vip-benefits',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary:
          "Set the level-up bonus of each club label (paid once per member on reaching it; future level-ups only); a raise leaving the ladder's sum above the merchant's approval threshold waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: vipBenefitsInputSchema,
        response: { 200: envelope(vipBenefitsSavedSchema) },
      },
    },
    async (req) => ok(await vip.setSettings(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
};
