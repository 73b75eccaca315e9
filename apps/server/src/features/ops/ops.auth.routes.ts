import { ERROR_CODES, envelope } from '@arcadia/contract';
import { opsLoginInputSchema, opsLoginResultSchema, opsOperatorSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { OpsService } from './ops.service.js';

const tags = ['ops'];
const bearer = (header: string | undefined) => (header ?? '').replace(/^bearer\s+/i, '').trim();

/** Console sign-in, outside the ops guard (the guard needs the session these routes make). */
export const opsAuthRoutes: FastifyPluginAsyncZod<{ service: OpsService; loginIpLimitPerMinute: number }> = async (
  app,
  { service, loginIpLimitPerMinute },
) => {
  app.post(
    '/ops/auth/login',
    {
      // Argon2 is deliberately slow and five failures lock the account; the per-address limit (the
      // members' one) keeps guessing across many usernames slow too.
      config: { rateLimit: { max: loginIpLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Operator sign-in: username, password and the authenticator (TOTP) code; answers an ops_session token',
        body: opsLoginInputSchema,
        response: { 200: envelope(opsLoginResultSchema) },
      },
    },
    async (req) => ok(await service.login(req.body, req.ip)),
  );

  app.post(
    '/ops/auth/logout',
    { schema: { tags, summary: 'End the operator session', response: { 200: envelope(z.null()) } } },
    async (req) => {
      const token = bearer(req.headers.authorization);
      if (token) await service.logout(token);
      return ok(null);
    },
  );

  app.get(
    '/ops/auth/me',
    { schema: { tags, summary: 'The signed-in operator, role and permissions', response: { 200: envelope(opsOperatorSchema) } } },
    async (req) => {
      const operator = await service.verify(bearer(req.headers.authorization), req.ip);
      if (!operator) throw new AppError(ERROR_CODES.unauthorized, 401);
      const { merchantId: _, ...view } = operator;
      return ok(view);
    },
  );
};
