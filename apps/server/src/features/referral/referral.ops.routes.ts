import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { referralSettingsSavedSchema, referralSettingsSchema } from '@arcadia/contract/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { ReferralService } from './referral.service.js';

export type ReferralOpsRoutesOptions = { service: ReferralService; merchantId(code: string): Promise<number> };

export const referralOpsRoutes: FastifyPluginAsyncZod<ReferralOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/referral/settings',
    {
      schema: {
        tags: ['ops'],
        summary: 'Referral terms in force',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(referralSettingsSchema) },
      },
    },
    async (req) => ok(await service.settings(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/referral/settings',
    {
      schema: {
        tags: ['ops'],
        summary:
          "Set the referral terms: on/off, the referrer’s reward, the first deposit that earns it; a reward raised above the merchant's approval threshold waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: referralSettingsSchema,
        response: { 200: envelope(referralSettingsSavedSchema) },
      },
    },
    async (req) => ok(await service.setSettings(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
};
