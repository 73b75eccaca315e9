import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema, reconciliationSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { WalletService } from './wallet.service.js';

export type WalletOpsRoutesOptions = { service: WalletService; merchantId(code: string): Promise<number> };

/** The books, proved on demand for an operator. */
export const walletOpsRoutes: FastifyPluginAsyncZod<WalletOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/reconcile',
    {
      schema: {
        tags: ['ops'],
        summary: 'Proves the books: every wallet equals its ledger, every transaction sums to zero',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(reconciliationSchema) },
      },
    },
    async (req) => ok(await service.reconcile(await merchantId(req.params.code))),
  );
};
