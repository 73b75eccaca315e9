import { envelope } from '@arcadia/contract';
import { payoutPendingSchema } from '@arcadia/contract/finance';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { raffleAuditSchema, raffleScheduleInputSchema, raffleScheduleSchema } from '@arcadia/contract/raffles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { RafflesService } from './raffles.service.js';

export type RafflesOpsRoutesOptions = { service: RafflesService; merchantId(code: string): Promise<number> };

export const rafflesOpsRoutes: FastifyPluginAsyncZod<RafflesOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.post(
    '/ops/merchants/:code/raffles',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: ['ops'],
        summary:
          "Add a raffle schedule with its prize table (the seed hash is published at once); a prize above the merchant's approval threshold waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: raffleScheduleInputSchema,
        response: { 200: envelope(z.union([raffleScheduleSchema, payoutPendingSchema])) },
      },
    },
    async (req) => ok(await service.addSchedule(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
  app.get(
    '/ops/merchants/:code/raffles/:id/draws',
    {
      schema: {
        tags: ['ops'],
        summary: 'Audit: every draw of a schedule, and its seed once due',
        params: merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(raffleAuditSchema) },
      },
    },
    async (req) => ok(await service.audit(await merchantId(req.params.code), req.params.id)),
  );
};
