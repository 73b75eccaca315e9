import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema, opsDashboardSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { OpsDashboardService } from './ops.dashboard.js';

export type OpsDashboardRoutesOptions = { dashboard: OpsDashboardService; merchantId(code: string): Promise<number> };

/** The console's overview (read permission: every role may see it). */
export const opsDashboardRoutes: FastifyPluginAsyncZod<OpsDashboardRoutesOptions> = async (app, { dashboard, merchantId }) => {
  app.get(
    '/ops/merchants/:code/dashboard',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags: ['ops'],
        summary: 'Members online, deposits and withdrawals, bets and GGR by product (today, 7 days, per day); cached 30 s',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(opsDashboardSchema) },
      },
    },
    async (req) => ok(await dashboard.dashboard(await merchantId(req.params.code))),
  );
};
