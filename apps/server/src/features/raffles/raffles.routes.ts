import { envelope } from '@arcadia/contract';
import { raffleClaimInputSchema, rafflePrizeSchema, raffleStatusSchema } from '@arcadia/contract/raffles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
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
