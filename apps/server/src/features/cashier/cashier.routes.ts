import { envelope } from '@arcadia/contract';
import { cashierRequestSchema, depositRequestSchema, withdrawRequestSchema } from '@arcadia/contract/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { CashierService } from './cashier.service.js';

const tags = ['cashier'];

export const cashierRoutes: FastifyPluginAsyncZod<{ service: CashierService }> = async (app, { service }) => {
  app.post(
    '/wps/cashier/deposit',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Manual bank-transfer deposit request (pending until an operator decides)',
        body: depositRequestSchema,
        response: { 200: envelope(cashierRequestSchema) },
      },
    },
    async (req) => ok(await service.deposit(req.merchant.id, authOf(req).memberId, req.body)),
  );

  app.post(
    '/wps/cashier/withdraw',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Withdrawal request: the amount is held until an operator decides',
        body: withdrawRequestSchema,
        response: { 200: envelope(cashierRequestSchema) },
      },
    },
    async (req) => ok(await service.withdraw(req.merchant.id, authOf(req).memberId, req.body)),
  );

  app.get(
    '/wps/cashier/requests',
    {
      config: { auth: 'real' },
      schema: { tags, summary: "The member's deposit and withdrawal requests", response: { 200: envelope(z.array(cashierRequestSchema)) } },
    },
    async (req) => ok(await service.list(req.merchant.id, authOf(req).memberId)),
  );
};
