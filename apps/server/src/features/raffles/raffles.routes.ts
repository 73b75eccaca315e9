import { envelope } from '@arcadia/contract';
import { payoutPendingSchema } from '@arcadia/contract/finance';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  raffleAuditSchema,
  raffleClaimInputSchema,
  rafflePrizeSchema,
  raffleScheduleInputSchema,
  raffleScheduleSchema,
  raffleStatusSchema,
} from '@arcadia/contract/raffles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { RafflesService } from './raffles.service.js';

const tags = ['raffles'];

export type RafflesRoutesOptions = { service: RafflesService };

export const rafflesRoutes: FastifyPluginAsyncZod<RafflesRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/raffles/status',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Raffle status: the next raffle this member can claim (null when none)',
        response: { 200: envelope(raffleStatusSchema.nullable()) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.status(req.merchant.id, authOf(req).memberId));
    },
  );

  app.post(
    '/wps/raffles/claim',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Raffle promotion: claim (one prize per member and schedule, drawn server-side)',
        body: raffleClaimInputSchema,
        response: { 200: envelope(rafflePrizeSchema) },
      },
    },
    async (req) => ok(await service.claim(req.merchant.id, authOf(req).memberId, req.body)),
  );
};

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
