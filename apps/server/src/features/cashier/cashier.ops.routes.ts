import { envelope } from '@arcadia/contract';
import { opsCashierHistoryPageSchema, opsCashierHistoryQuerySchema } from '@arcadia/contract/cashier';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { CashierService } from './cashier.service.js';

/** The console's paged cashier history (ADR 029); registered through the ops extensions hook. */
export const cashierOpsRoutes: FastifyPluginAsyncZod<{ service: CashierService; merchantId(code: string): Promise<number> }> = async (
  app,
  { service, merchantId },
) => {
  app.get(
    '/ops/merchants/:code/cashier/history',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'Every member’s deposits and withdrawals, newest first, paged, by status and kind',
        params: merchantCodeParamsSchema,
        querystring: opsCashierHistoryQuerySchema,
        response: { 200: envelope(opsCashierHistoryPageSchema) },
      },
    },
    async (req) => ok(await service.history(await merchantId(req.params.code), req.query)),
  );
};
