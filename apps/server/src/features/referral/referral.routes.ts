import { envelope } from '@arcadia/contract';
import { referralEnabledSchema, referralSchema } from '@arcadia/contract/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { ReferralService } from './referral.service.js';

export type ReferralRoutesOptions = { service: ReferralService };

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { service }) => {
  // The member centre lists REFERRAL only while the merchant's referral promotion is on (spec 000 §6);
  // the page itself would make the member's code, so the menu asks this instead (issue 25).
  app.get(
    '/wps/referral/enabled',
    {
      config: { auth: 'real' },
      schema: {
        tags: ['referral'],
        summary: 'Whether the merchant’s referral promotion is on (the member-centre menu lists REFERRAL only then)',
        response: { 200: envelope(referralEnabledSchema) },
      },
    },
    async (req) => ok({ enabled: (await service.settings(req.merchant.id)).enabled }),
  );
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
