import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { mailOutboxItemSchema, mailOutboxQuerySchema } from '@arcadia/contract/ops/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

export type PasswordRecoveryOpsRoutesOptions = { service: PasswordRecoveryService; merchantId(code: string): Promise<number> };

/** The mail kept by the default mail provider (no SMTP_URL), for support. */
export const passwordRecoveryOpsRoutes: FastifyPluginAsyncZod<PasswordRecoveryOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/outbox/mail',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags: ['ops'],
        summary: 'Mail the default mail provider kept (newest first); used when SMTP_URL is unset',
        params: merchantCodeParamsSchema,
        querystring: mailOutboxQuerySchema,
        response: { 200: envelope(z.array(mailOutboxItemSchema)) },
      },
    },
    async (req) => {
      const rows = await service.mailOutbox(await merchantId(req.params.code), req.query.to, req.query.limit);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
};
