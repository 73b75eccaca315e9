import { ERROR_CODES, envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  createPaymentConfirmationSchema,
  finishUnsettledResultSchema,
  opsPaymentConfirmationSchema,
  opsPaymentConfirmationsQuerySchema,
  resolvePaymentConfirmationSchema,
} from '@arcadia/contract/payment-confirmation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { installOpsGuard, type OpsGuardOptions } from '../../platform/http/ops-guard.js';
import type { PaymentConfirmationService } from './payment-confirmation.service.js';

const opsTags = ['ops'];
const itemParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

export type PaymentConfirmationOpsRoutesOptions = { service: PaymentConfirmationService; ops: OpsGuardOptions };

/**
 * Operator side: raise items, see every decision, look at a proof, settle a dispute. Registered by
 * paymentConfirmationRoutes (not the ops scope's extensions), so it installs the ops guard itself.
 */
export const paymentConfirmationOpsRoutes: FastifyPluginAsyncZod<PaymentConfirmationOpsRoutesOptions> = async (app, { service, ops }) => {
  installOpsGuard(app, ops);
  const merchantId = async (code: string) => {
    const m = await ops.merchantByCode(code);
    if (!m) throw new AppError(ERROR_CODES.notFound, 404);
    return m.id;
  };

  app.post(
    '/ops/merchants/:code/payment-confirmations',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: opsTags,
        summary: "Raise a person-to-person payment for a member to confirm; the amount is held in that member's wallet",
        params: merchantCodeParamsSchema,
        body: createPaymentConfirmationSchema,
        response: { 200: envelope(opsPaymentConfirmationSchema) },
      },
    },
    async (req) => ok(await service.create(await merchantId(req.params.code), req.body)),
  );

  app.get(
    '/ops/merchants/:code/payment-confirmations',
    {
      schema: {
        tags: opsTags,
        summary: 'Person-to-person payments and the members’ decisions (newest first)',
        params: merchantCodeParamsSchema,
        querystring: opsPaymentConfirmationsQuerySchema,
        response: { 200: envelope(z.array(opsPaymentConfirmationSchema)) },
      },
    },
    async (req) => ok(await service.list(await merchantId(req.params.code), req.query.status, req.query.limit)),
  );

  app.post(
    '/ops/merchants/:code/payment-confirmations/finish',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: opsTags,
        summary: 'Finish the money of decisions older than a minute whose movement was cut short (safe to repeat)',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(finishUnsettledResultSchema) },
      },
    },
    async (req) => ok(await service.finishUnsettled(await merchantId(req.params.code))),
  );

  app.get(
    '/ops/merchants/:code/payment-confirmations/:id/proof',
    {
      schema: { tags: opsTags, summary: 'The re-encoded proof image of a "not received" answer', params: itemParams },
    },
    async (req, reply) => {
      const proof = await service.proof(await merchantId(req.params.code), req.params.id);
      if (!proof) throw new AppError(ERROR_CODES.notFound, 404);
      return reply.type(proof.mime).header('cache-control', 'private, no-store').send(proof.bytes);
    },
  );

  app.post(
    '/ops/merchants/:code/payment-confirmations/:id/resolve',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: opsTags,
        summary: 'Settle a disputed payment: paid (to the payer) or unpaid (back to the member)',
        params: itemParams,
        body: resolvePaymentConfirmationSchema,
        response: { 200: envelope(opsPaymentConfirmationSchema) },
      },
    },
    async (req) => ok(await service.resolve(await merchantId(req.params.code), req.params.id, req.body.outcome, req.body.remarks)),
  );
};
