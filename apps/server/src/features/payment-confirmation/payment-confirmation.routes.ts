import { envelope } from '@arcadia/contract';
import {
  PAYMENT_LIST_INTERVAL_MS,
  paymentConfirmationItemSchema,
  paymentDecisionSchema,
  processPaymentSchema,
} from '@arcadia/contract/payment-confirmation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { OpsGuardOptions } from '../../platform/http/ops-guard.js';
import { paymentConfirmationOpsRoutes } from './payment-confirmation.ops.routes.js';
import type { PaymentConfirmationService } from './payment-confirmation.service.js';

export type PaymentConfirmationRoutesOptions = {
  service: PaymentConfirmationService;
  /** Operator routes are served only when the ops API is configured. */
  ops: OpsGuardOptions | null;
};

const tags = ['payment-confirmation'];

export const paymentConfirmationRoutes: FastifyPluginAsyncZod<PaymentConfirmationRoutesOptions> = async (app, { service, ops }) => {
  app.get(
    '/wps/payment-confirmation/list',
    {
      config: {
        auth: 'real',
        // Spec 001 §7: one call per 250 ms per member (the auth guard has run, so the member is known).
        rateLimit: {
          max: 1,
          timeWindow: PAYMENT_LIST_INTERVAL_MS,
          keyGenerator: (req) => `p2p-list:${req.merchant.id}:${req.auth?.memberId ?? req.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Person-to-person payments waiting for the member to confirm receipt (1 call per 250 ms)',
        response: { 200: envelope(z.array(paymentConfirmationItemSchema)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.pending(req.merchant.id, authOf(req).memberId));
    },
  );

  app.post(
    '/wps/payment-confirmation/process',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Process a person-to-person transaction: isMoneyReceived Y, N (with proofOfNotReceive, a jpg/png data URL) or A',
        body: processPaymentSchema,
        response: { 200: envelope(paymentDecisionSchema) },
      },
    },
    async (req) => ok(await service.decide(req.merchant.id, authOf(req).memberId, req.body)),
  );

  if (ops) await app.register(paymentConfirmationOpsRoutes, { service, ops });
};
