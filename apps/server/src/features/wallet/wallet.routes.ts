import { envelope } from '@arcadia/contract';
import { walletBalanceSchema } from '@arcadia/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (app, { service }) => {
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
};
