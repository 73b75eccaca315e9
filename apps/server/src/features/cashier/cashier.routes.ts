import { envelope } from '@arcadia/contract';
import {
  type CashierRequest,
  cashierRequestSchema,
  cashierSettingsSchema,
  depositRequestSchema,
  providerCallbackSchema,
  withdrawCheckSchema,
  withdrawRequestSchema,
} from '@arcadia/contract/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { CashierService } from './cashier.service.js';

const tags = ['cashier'];

export type CashierRoutesOptions = {
  service: CashierService;
  resolveMerchant(code: string): Promise<{ id: number } | null>;
  /** The withdrawal request workflow (workflows/request-withdrawal.ts): its gates, then the hold. */
  requestWithdrawal(ask: z.infer<typeof withdrawRequestSchema> & { merchantId: number; memberId: number }): Promise<CashierRequest>;
};

export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, { service, resolveMerchant, requestWithdrawal }) => {
  app.post(
    '/wps/cashier/callback/demo-pay',
    {
      // The provider calls from its own servers: no Merchant header, the body names the merchant.
      config: { merchant: false },
      schema: {
        tags,
        summary: 'Signed callback of the reference payment provider (X-Signature: HMAC-SHA256 hex)',
        body: providerCallbackSchema,
        response: { 200: envelope(cashierRequestSchema) },
      },
    },
    async (req) => {
      const merchant = await resolveMerchant(req.body.merchantCode);
      if (!merchant) throw new AppError('domain_not_available');
      const signature = String(req.headers['x-signature'] ?? '');
      return ok(await service.providerCallback(merchant.id, req.body, signature));
    },
  );

  app.post(
    '/wps/cashier/deposit',
    {
      config: { auth: 'real', money: true },
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
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Withdrawal request: the amount is held until an operator decides',
        body: withdrawRequestSchema,
        response: { 200: envelope(cashierRequestSchema) },
      },
    },
    async (req) => ok(await requestWithdrawal({ ...req.body, merchantId: req.merchant.id, memberId: authOf(req).memberId })),
  );

  app.get(
    '/wps/cashier/withdraw/check',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'What blocks a withdrawal now: bonus turnover still to bet (0 when none)',
        response: { 200: envelope(withdrawCheckSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.withdrawCheck(req.merchant.id, authOf(req).memberId));
    },
  );

  app.get(
    '/wps/cashier/requests',
    {
      config: { auth: 'real' },
      schema: { tags, summary: "The member's deposit and withdrawal requests", response: { 200: envelope(z.array(cashierRequestSchema)) } },
    },
    async (req) => ok(await service.list(req.merchant.id, authOf(req).memberId)),
  );

  app.get(
    '/wps/cashier/settings',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Limits, deposit channels and bank account for the cashier pages',
        response: { 200: envelope(cashierSettingsSchema) },
      },
    },
    async (req) => ok(await service.settings(req.merchant.id)),
  );
};
