import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { approveApplicationResultSchema, waiveWageringSchema } from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { PromotionsService } from './promotions.service.js';
import { toApplication } from './promotions.service.js';

/** Operators lift a bonus's requirement; the ops guard writes the call to the audit log. Registered by promotionsOpsRoutes. */
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
