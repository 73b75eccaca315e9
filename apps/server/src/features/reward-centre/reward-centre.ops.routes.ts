import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { rewardCentreSettingsSavedSchema, rewardCentreSettingsSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import { missionsOpsRoutes } from './reward-centre.missions.ops.routes.js';
import type { RewardCentreService } from './reward-centre.service.js';
import { vipBenefitsOpsRoutes } from './reward-centre.vip-benefits.ops.routes.js';
import { vipKeepOpsRoutes } from './reward-centre.vip-keep.ops.routes.js';

export type RewardCentreOpsRoutesOptions = { service: RewardCentreService; merchantId(code: string): Promise<number> };

export const rewardCentreOpsRoutes: FastifyPluginAsyncZod<RewardCentreOpsRoutesOptions> = async (app, { service, merchantId }) => {
  await missionsOpsRoutes(app, { missions: service.missions, merchantId });
  await vipBenefitsOpsRoutes(app, { vip: service.vipBenefits, merchantId });
  await vipKeepOpsRoutes(app, { keep: service.vipKeep, merchantId });
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
