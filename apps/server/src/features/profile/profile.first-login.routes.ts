import { envelope } from '@arcadia/contract';
import { firstLoginSchema } from '@arcadia/contract/profile/first-login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { FirstLoginWelcome } from './profile.first-login.js';

/** firstLogin (docs/adr/058): read the welcome, close it. Registered by profileRoutes. */
export const firstLoginRoutes: FastifyPluginAsyncZod<{ welcome: FirstLoginWelcome }> = async (app, { welcome }) => {
  app.get(
    '/wps/member/first-login',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'firstLogin: whether to show the welcome, and the required profile items the member has not filled',
        response: { 200: envelope(firstLoginSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { memberId } = authOf(req);
      return ok(await welcome.get(req.merchant.id, memberId));
    },
  );
  app.post(
    '/wps/member/first-login/dismiss',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'Close the first-login welcome for good (every device)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await welcome.dismiss(req.merchant.id, authOf(req).memberId);
      return ok(null);
    },
  );
};
