import { envelope } from '@arcadia/contract';
import { vipBenefitsSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { VipBenefitsService } from './reward-centre.vip-benefits.service.js';

/** The member's VIP benefits (shown with the VIP progress); registered by rewardCentreRoutes. */
export const vipBenefitsRoutes: FastifyPluginAsyncZod<{ vip: VipBenefitsService }> = async (app, { vip }) => {
  app.get(
    '/wps/reward-centre/vip',
    {
      config: { auth: 'real' },
      schema: {
        tags: ['reward-centre'],
        summary: 'VIP benefits: each level’s level-up bonus and whether the member has received it',
        response: { 200: envelope(vipBenefitsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await vip.view(req.merchant.id, authOf(req).memberId));
    },
  );
};
