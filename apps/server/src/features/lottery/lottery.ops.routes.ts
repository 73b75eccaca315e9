import { envelope } from '@arcadia/contract';
import {
  cancelDrawInputSchema,
  drawSchema,
  gameSettingsResultSchema,
  gameSettingsSchema,
  opsLotteryDrawsQuerySchema,
  opsLotteryDrawsSchema,
  opsLotteryGameSchema,
} from '@arcadia/contract/lottery';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { LotteryOpsReader } from './lottery.ops.js';
import type { LotteryService } from './lottery.service.js';

export type LotteryOpsReadOptions = { reader: LotteryOpsReader; merchantId(code: string): Promise<number> };

/**
 * What the console's lottery page reads (ADR 027): every lottery with its cadence, and the draw
 * history with the provably-fair commitment (seed hash) and, once revealed, the seed.
 */
export const lotteryOpsReadRoutes: FastifyPluginAsyncZod<LotteryOpsReadOptions> = async (app, { reader, merchantId }) => {
  app.get(
    '/ops/merchants/:code/lottery/games',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'Every lottery of the merchant, on or off, with cadence and lock',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsLotteryGameSchema)) },
      },
    },
    async (req) => ok(await reader.games(await merchantId(req.params.code))),
  );

  app.get(
    '/ops/merchants/:code/lottery/draws',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'Draw history of a lottery with seed hash, revealed seed and result, newest first (paged)',
        params: merchantCodeParamsSchema,
        querystring: opsLotteryDrawsQuerySchema,
        response: { 200: envelope(opsLotteryDrawsSchema) },
      },
    },
    async (req) => ok(await reader.draws(await merchantId(req.params.code), req.query.gameCode, req.query.page, req.query.size)),
  );
};

/** Registered inside the ops scope (bearer token + audit): cancelling a numero refunds its tickets. */
export const lotteryOpsRoutes: FastifyPluginAsyncZod<{ service: LotteryService; merchantId(code: string): Promise<number> }> = async (
  app,
  { service, merchantId },
) => {
  app.post(
    '/ops/merchants/:code/lottery/draws/cancel',
    {
      schema: {
        tags: ['ops'],
        summary: 'Cancels an undrawn numero and refunds every ticket on it',
        params: merchantCodeParamsSchema,
        body: cancelDrawInputSchema,
        response: { 200: envelope(drawSchema) },
      },
    },
    async (req) => ok(await service.cancel(await merchantId(req.params.code), req.body.gameCode, req.body.numero)),
  );
  app.post(
    '/ops/merchants/:code/lottery/games/:gameCode/settings',
    {
      schema: {
        tags: ['ops'],
        summary: 'Switches a lottery on or off, or changes its cadence or lock time for numeros not yet published',
        params: merchantCodeParamsSchema.extend({ gameCode: z.string().min(1).max(32) }),
        body: gameSettingsSchema,
        response: { 200: envelope(gameSettingsResultSchema) },
      },
    },
    async (req) => ok(await service.settings(await merchantId(req.params.code), req.params.gameCode, req.body)),
  );
};
