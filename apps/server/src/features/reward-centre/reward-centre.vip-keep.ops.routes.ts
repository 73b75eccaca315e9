import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { vipKeepInputSchema } from '@arcadia/contract/reward-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { VipKeepService } from './reward-centre.vip-keep.service.js';

/** Operators read and set what keeps each VIP level (ADR 055), next to its level-up bonus. */
export const vipKeepOpsRoutes: FastifyPluginAsyncZod<{ keep: VipKeepService; merchantId(code: string): Promise<number> }> = async (
  app,
  { keep, merchantId },
) => {
  app.get(
    '/ops/merchants/:code/reward-centre/vip-keep',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'What keeps each VIP level: deposits and bets over a period (labels without a rule are never demoted)',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(vipKeepInputSchema) },
      },
    },
    async (req) => ok(await keep.settings(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/reward-centre/vip-keep',
    {
      // Who sets what a level pays (finance) sets what keeps it.
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary:
          'Replace the keep rules: a member whose deposits or bets over periodDays fall short moves down one level at the daily review (never below the lowest level, at most once a period)',
        params: merchantCodeParamsSchema,
        body: vipKeepInputSchema,
        response: { 200: envelope(vipKeepInputSchema) },
      },
    },
    async (req) => ok(await keep.setSettings(await merchantId(req.params.code), req.body)),
  );
};
