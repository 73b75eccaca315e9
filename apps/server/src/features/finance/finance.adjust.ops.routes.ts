import { envelope } from '@arcadia/contract';
import { adjustApiInputSchema, adjustApiResultSchema } from '@arcadia/contract/finance';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type FinanceOpsRoutesOptions, financeActor } from './finance.context.js';

/**
 * The older adjust endpoint (scripts, tests and e2e fund members with it), kept where it was but
 * through the same two-person rule as the console's form, so the API cannot bypass it (ADR 024).
 */
export const financeAdjustOpsRoutes: FastifyPluginAsyncZod<FinanceOpsRoutesOptions> = async (app, opts) => {
  app.post(
    '/ops/merchants/:code/members/:account/adjust',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary:
          "Credit a member's main wallet (operator adjustment); above the merchant's approval threshold it waits for a second operator",
        params: merchantCodeParamsSchema.extend({ account: z.string().min(1).max(32) }),
        body: adjustApiInputSchema,
        response: { 200: envelope(adjustApiResultSchema) },
      },
    },
    async (req) => {
      const m = await opts.merchantId(req.params.code);
      const input = {
        account: req.params.account,
        amount: req.body.amount,
        // The form requires a reason; this API never did, so an empty one is recorded as such.
        reason: req.body.remarks.trim() || 'adjust API',
        key: `ops:${req.body.key}`,
        popup: req.body.popup,
        notice: req.body.remarks,
      };
      const done = await opts.service.adjust(m, input, financeActor(req));
      const member = await opts.memberByAccount(m, req.params.account);
      const balance = await opts.wallet.balance(m, member!.id);
      return ok({ transactionId: done.transactionId, sumBalance: balance.sumBalance, status: done.status, adjustmentId: done.id });
    },
  );
};
