import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema, socialSettingsInputSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { SocialSignInService } from './social-sign-in.service.js';

export type SocialSignInOpsRoutesOptions = { service: SocialSignInService; merchantId(code: string): Promise<number> };

/** The merchant's social sign-in provider, set by an operator. */
export const socialSignInOpsRoutes: FastifyPluginAsyncZod<SocialSignInOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.put(
    '/ops/merchants/:code/social',
    {
      schema: {
        tags: ['ops'],
        summary: 'Social sign-in provider: JWKS URL, issuer, audience, and the web adapter script with its options',
        params: merchantCodeParamsSchema,
        body: socialSettingsInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await service.configure(await merchantId(req.params.code), req.body);
      return ok(null);
    },
  );
};
