import { envelope } from '@arcadia/contract';
import {
  consolidatedFundsSchema,
  recallSchema,
  TRANSFER_ERRORS,
  transferFundSchema,
  transferUplineSchema,
  walletBalanceSchema,
} from '@arcadia/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { WalletService } from './wallet.service.js';

export type WalletRoutesOptions = {
  service: WalletService;
  /** Who may send to whom (spec 000 §6): the upline, if this member may transfer to it. */
  uplineFor(merchantId: number, memberId: number): Promise<{ uplineId: number; account: string } | null>;
  paymentPasswordCheck(merchantId: number, memberId: number, value: string | undefined): Promise<void>;
  notifyUpline(merchantId: number, uplineId: number, amount: string, sender: string): Promise<void>;
  /** Bonus turnover still owed (promotions' wagering requirements): money may not leave before it is met. */
  wageringRemaining?(merchantId: number, memberId: number): Promise<string>;
};

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, opts) => {
  const { service } = opts;
  app.post(
    '/wps/member/transferUpline',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags: ['wallet'],
        summary: 'Transfer from the main wallet to the upline agent (toUpline 1, not agent type 2, AGETRANSFERUP3)',
        body: transferUplineSchema,
        response: { 200: envelope(walletBalanceSchema) },
      },
    },
    async (req) => {
      const me = authOf(req).memberId;
      const upline = await opts.uplineFor(req.merchant.id, me);
      if (!upline) throw new AppError(TRANSFER_ERRORS.uplineOff);
      await opts.paymentPasswordCheck(req.merchant.id, me, req.body.paymentPassword);
      // The same rule as a withdrawal: otherwise a bonus could leave through the upline unwagered.
      const remaining = (await opts.wageringRemaining?.(req.merchant.id, me)) ?? '0';
      if (Number(remaining) > 0) throw new AppError(TRANSFER_ERRORS.wagering, 200, { remaining });
      await service.transfer({
        merchantId: req.merchant.id,
        amount: req.body.amount,
        key: `upline:${me}:${req.body.key}`,
        from: { memberId: me },
        to: { memberId: upline.uplineId },
      });
      await opts.notifyUpline(req.merchant.id, upline.uplineId, req.body.amount, upline.account);
      return ok(await service.balance(req.merchant.id, me));
    },
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
