import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  rewardCentreSchema,
  rewardCentreSettingsSavedSchema,
  rewardCentreSettingsSchema,
  rewardClaimRequestSchema,
  rewardClaimSchema,
} from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import { missionsOpsRoutes, missionsRoutes } from './missions.routes.js';
import type { RewardCentreService } from './reward-centre.service.js';
import { vipBenefitsOpsRoutes, vipBenefitsRoutes } from './vip-benefits.routes.js';

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

export type RewardCentreOpsRoutesOptions = { service: RewardCentreService; merchantId(code: string): Promise<number> };

export const rewardCentreOpsRoutes: FastifyPluginAsyncZod<RewardCentreOpsRoutesOptions> = async (app, { service, merchantId }) => {
  await missionsOpsRoutes(app, { missions: service.missions, merchantId });
  await vipBenefitsOpsRoutes(app, { vip: service.vipBenefits, merchantId });
  app.get(
    '/ops/merchants/:code/reward-centre/settings',
    {
      schema: {
        tags: ['ops'],
        summary: 'Reward-centre rules in force (defaults until set)',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(rewardCentreSettingsSchema) },
      },
    },
    async (req) => ok(await service.settings(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/reward-centre/settings',
    {
      schema: {
        tags: ['ops'],
        summary:
          "Set the reward-centre rules: zone, sign-in amounts, newbie amounts, rescue terms; a raise leaving what one member can get above the merchant's approval threshold waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: rewardCentreSettingsSchema,
        response: { 200: envelope(rewardCentreSettingsSavedSchema) },
      },
    },
    async (req) => ok(await service.setSettings(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
};
