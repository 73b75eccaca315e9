import { envelope } from '@arcadia/contract';
import {
  cashierRequestSchema,
  cashierSettingsInputSchema,
  cashierSettingsSchema,
  decisionSchema,
  opsCashierHistoryPageSchema,
  opsCashierHistoryQuerySchema,
} from '@arcadia/contract/cashier';
import { merchantCodeParamsSchema, opsCashierQueueItemSchema, opsCashierQueueQuerySchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { CashierService } from './cashier.service.js';

export type CashierOpsRoutesOptions = {
  service: CashierService;
  merchantId(code: string): Promise<number>;
  /** A member's account name for the queue (accounts feature). */
  accountOf(merchantId: number, memberId: number): Promise<string>;
};

/** The cashier desk: the queue, approve or reject, limits, and the paged history (ADR 029). */
export const cashierOpsRoutes: FastifyPluginAsyncZod<CashierOpsRoutesOptions> = async (app, { service, merchantId, accountOf }) => {
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

  app.get(
    '/ops/merchants/:code/cashier/requests',
    {
      schema: {
        tags: ['ops'],
        summary: 'Deposit and withdrawal queue (oldest first), with the member each request belongs to',
        params: merchantCodeParamsSchema,
        querystring: opsCashierQueueQuerySchema,
        response: { 200: envelope(z.array(opsCashierQueueItemSchema)) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const rows = await service.queue(m, req.query.status, req.query.kind);
      const accounts = new Map<number, string>();
      for (const id of new Set(rows.map((r) => r.memberId))) accounts.set(id, await accountOf(m, id));
      return ok(rows.map(({ memberId, ...r }) => ({ ...r, account: accounts.get(memberId) ?? '' })));
    },
  );

  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/ops/merchants/:code/cashier/:id/${verb}`,
      {
        config: { opsPermission: 'finance' },
        schema: {
          tags: ['ops'],
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a deposit or withdrawal request; the member is notified`,
          params: merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() }),
          body: decisionSchema,
          response: { 200: envelope(cashierRequestSchema) },
        },
      },
      async (req) => ok(await service.decide(await merchantId(req.params.code), req.params.id, decision, req.body.remarks)),
    );
  }

  app.put(
    '/ops/merchants/:code/cashier/settings',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: ['ops'],
        summary: 'Cashier limits (merged over the current ones) and the bank account members transfer to',
        params: merchantCodeParamsSchema,
        body: cashierSettingsInputSchema,
        response: { 200: envelope(cashierSettingsSchema) },
      },
    },
    async (req) => ok(await service.saveSettings(await merchantId(req.params.code), req.body)),
  );
};
