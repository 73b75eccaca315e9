import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { approveApplicationResultSchema, wageringStatusSchema, waiveWageringSchema } from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { PromotionsService } from './promotions.service.js';
import { toApplication } from './promotions.service.js';

/** The member's outstanding wagering (what blocks a withdrawal), registered by promotionsRoutes. */
export const wageringRoutes: FastifyPluginAsyncZod<{ service: PromotionsService }> = async (app, { service }) => {
  app.get(
    '/wps/promotions/wagering',
    {
      config: { auth: 'real' },
      schema: {
        tags: ['promotions'],
        summary: 'Wagering requirements of the member’s bonuses: stakes counted so far and what remains before a withdrawal',
        response: { 200: envelope(wageringStatusSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.wagering.status(req.merchant.id, authOf(req).memberId));
    },
  );
};

/** Operators lift a bonus's requirement; the ops guard writes the call to the audit log. */
export const wageringOpsRoutes: FastifyPluginAsyncZod<{ service: PromotionsService; merchantId(code: string): Promise<number> }> = async (
  app,
  { service, merchantId },
) => {
  app.post(
    '/ops/merchants/:code/reward-applications/:id/waive-wagering',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary:
          "Waive the wagering requirement of an approved bonus (audited); the member may then withdraw it. For a bonus above the merchant's approval threshold the waiver waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() }),
        body: waiveWageringSchema,
        response: { 200: envelope(approveApplicationResultSchema) },
      },
    },
    async (req) => {
      const row = await service.wagering.waive(await merchantId(req.params.code), req.params.id, req.body.remarks, opsPayoutActor(req));
      const pending = row.approvalId === undefined ? {} : { pending: row.pending, approvalId: row.approvalId };
      return ok({ ...toApplication(row), memberId: row.memberId, ...pending });
    },
  );
};
