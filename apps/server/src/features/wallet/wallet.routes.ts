import { envelope } from '@arcadia/contract';
import {
  consolidatedFundsSchema,
  recallSchema,
  transferFundSchema,
  transferUplineSchema,
  type WalletBalance,
  walletBalanceSchema,
} from '@arcadia/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { WalletService } from './wallet.service.js';

export type WalletRoutesOptions = {
  service: WalletService;
  /** The transfer-to-upline workflow (workflows/transfer-upline.ts); answers with the sender's balance. */
  transferUpline(ask: z.infer<typeof transferUplineSchema> & { merchantId: number; memberId: number }): Promise<WalletBalance>;
};

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, opts) => {
  const { service } = opts;
  app.post(
    '/wps/member/transferUpline',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags: ['wallet'],
        summary: 'Transfer from the main wallet to the upline agent (toUpline 1, not agent type 2, the merchant allows it)',
        body: transferUplineSchema,
        response: { 200: envelope(walletBalanceSchema) },
      },
    },
    async (req) => ok(await opts.transferUpline({ ...req.body, merchantId: req.merchant.id, memberId: authOf(req).memberId })),
  );

  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        summary: "The member's wallets and their sum (spec 000 §3 balance)",
        response: { 200: envelope(walletBalanceSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.balance(req.merchant.id, authOf(req).memberId));
    },
  );

  app.post(
    '/wps/v2/wallets/transfer',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags: ['wallet'],
        summary: 'Member-centre transferFund: main wallet to a vendor wallet or back (not for single-wallet merchants)',
        body: transferFundSchema,
        response: { 200: envelope(walletBalanceSchema) },
      },
    },
    async (req) => {
      const me = authOf(req).memberId;
      await service.transferFund(req.merchant.id, me, req.body);
      return ok(await service.balance(req.merchant.id, me));
    },
  );

  app.post(
    '/wps/v2/wallets/recall',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags: ['wallet'],
        summary: "Brings every vendor wallet's money back to the main wallet",
        body: recallSchema,
        response: { 200: envelope(walletBalanceSchema) },
      },
    },
    async (req) => ok(await service.recall(req.merchant.id, authOf(req).memberId, req.body.key)),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      // Restricted accounts skip this call (spec 000 §6); the server refuses it to them too.
      config: { auth: 'real' },
      schema: {
        tags: ['wallet'],
        summary: 'Every wallet with available and held money, and the totals',
        response: { 200: envelope(consolidatedFundsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.consolidated(req.merchant.id, authOf(req).memberId));
    },
  );
};
