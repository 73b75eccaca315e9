import { envelope } from '@arcadia/contract';
import { rewardCentreSchema, rewardClaimRequestSchema, rewardClaimSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { missionsRoutes } from './reward-centre.missions.routes.js';
import type { RewardCentreService } from './reward-centre.service.js';
import { vipBenefitsRoutes } from './reward-centre.vip-benefits.routes.js';

const tags = ['reward-centre'];

export type RewardCentreRoutesOptions = { service: RewardCentreService };

export const rewardCentreRoutes: FastifyPluginAsyncZod<RewardCentreRoutesOptions> = async (app, { service }) => {
  await missionsRoutes(app, { missions: service.missions });
  await vipBenefitsRoutes(app, { vip: service.vipBenefits });
  app.get(
    '/wps/reward-centre',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'rewardCenter: sign-in, newbie and rescue tasks and the claim history (REWCEN3)',
        response: { 200: envelope(rewardCentreSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.overview(req.merchant.id, authOf(req).memberId));
    },
  );
  app.post(
    '/wps/reward-centre/claim',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Claim a task reward: once per member, task and period (a sign-in day, a rescue period, a newbie task ever)',
        body: rewardClaimRequestSchema,
        response: { 200: envelope(rewardClaimSchema) },
      },
    },
    async (req) => ok(await service.claim(req.merchant.id, authOf(req).memberId, req.body.task)),
  );
};
