import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { smsOutboxItemSchema, smsOutboxQuerySchema } from '@arcadia/contract/ops/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { VerificationService } from './verification.service.js';

export type VerificationOpsRoutesOptions = { service: VerificationService; merchantId(code: string): Promise<number> };

/** What the default SMS provider sent, for support to read a code back to a member who never got it. */
export const verificationOpsRoutes: FastifyPluginAsyncZod<VerificationOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/outbox/sms',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags: ['ops'],
        summary: 'Messages the default SMS provider sent (newest first)',
        params: merchantCodeParamsSchema,
        querystring: smsOutboxQuerySchema,
        response: { 200: envelope(z.array(smsOutboxItemSchema)) },
      },
    },
    async (req) => {
      const rows = await service.outbox(await merchantId(req.params.code), req.query.to, req.query.limit);
      return ok(
        rows.map((r) => ({ id: r.id, toNumber: r.toNumber, purpose: r.purpose, body: r.body, createdAt: r.createdAt.toISOString() })),
      );
    },
  );
};
