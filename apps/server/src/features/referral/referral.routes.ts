import { envelope } from '@arcadia/contract';
import { referralSchema } from '@arcadia/contract/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { ReferralService } from './referral.service.js';

export type ReferralRoutesOptions = { service: ReferralService };

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/referral',
    {
      config: { auth: 'real' },
      schema: {
        tags: ['referral'],
        summary: 'referral: the member’s invite code, the members they referred and the rewards paid',
        response: { 200: envelope(referralSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.page(req.merchant.id, authOf(req).memberId));
    },
  );
};
