import { envelope } from '@arcadia/contract';
import { socialClientConfigSchema } from '@arcadia/contract/social-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { SocialSignInService } from './social-sign-in.service.js';

export type SocialSignInRoutesOptions = { service: SocialSignInService };

/** The login itself is POST /wps/session/login with type 'firebase' (see docs/adr). */
export const socialSignInRoutes: FastifyPluginAsyncZod<SocialSignInRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/system/setting/social',
    {
      schema: {
        tags: ['social-sign-in'],
        summary: "The merchant's social sign-in client configuration (script loaded only when configured)",
        response: { 200: envelope(socialClientConfigSchema) },
      },
    },
    async (req) => ok(await service.clientConfig(req.merchant.id)),
  );
};
