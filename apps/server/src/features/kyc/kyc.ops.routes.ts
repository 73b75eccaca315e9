import { envelope } from '@arcadia/contract';
import {
  kycSettingsSchema,
  opsKycDecisionSchema,
  opsKycDocumentSchema,
  opsKycPageSchema,
  opsKycParamsSchema,
  opsKycQueueQuerySchema,
} from '@arcadia/contract/kyc';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { opsActorOf } from '../../platform/http/ops-guard.js';
import type { KycService } from './kyc.service.js';

export type KycOpsRoutesOptions = { service: KycService; merchantId(code: string): Promise<number> };
const tags = ['ops'];

/**
 * Registered inside the ops scope (operator guard + audit) by features/routes.ts. Documents are
 * identity data: reading them needs the `kyc` permission, not just `read` (docs/adr/066-kyc.md).
 */
export const kycOpsRoutes: FastifyPluginAsyncZod<KycOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/kyc/documents',
    {
      config: { merchant: false, opsPermission: 'kyc' },
      schema: {
        tags,
        summary: 'The KYC review queue: documents by status (default pending), oldest first',
        params: merchantCodeParamsSchema,
        querystring: opsKycQueueQuerySchema,
        response: { 200: envelope(opsKycPageSchema) },
      },
    },
    async (req) => ok(await service.queue(await merchantId(req.params.code), req.query.status, req.query.page, req.query.size)),
  );

  app.get(
    '/ops/merchants/:code/kyc/documents/:id/image',
    {
      config: { merchant: false, opsPermission: 'kyc' },
      schema: { tags, summary: 'A KYC document image (operators with the kyc permission only)', params: opsKycParamsSchema },
    },
    async (req, reply) => {
      const image = await service.opsImage(await merchantId(req.params.code), req.params.id);
      return reply
        .type(image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.post(
    '/ops/merchants/:code/kyc/documents/:id/decision',
    {
      config: { merchant: false, opsPermission: 'kyc' },
      schema: {
        tags,
        summary: 'Approve, reject (with a reason) or ask for another document (with a note); the member is told',
        params: opsKycParamsSchema,
        body: opsKycDecisionSchema,
        response: { 200: envelope(opsKycDocumentSchema) },
      },
    },
    async (req) => {
      const actor = opsActorOf(req);
      const operator = actor?.kind === 'operator' ? actor.operator.username : 'ops-token';
      const m = await merchantId(req.params.code);
      return ok(await service.decide(m, req.params.id, req.body.decision, req.body.reason, operator));
    },
  );

  app.get(
    '/ops/merchants/:code/kyc/settings',
    {
      config: { merchant: false, opsPermission: 'kyc' },
      schema: {
        tags,
        summary: "The merchant's age and identity rules",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(kycSettingsSchema) },
      },
    },
    async (req) => ok(await service.settings(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/kyc/settings',
    {
      config: { merchant: false, opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Set the minimum age, whether registration asks a date of birth, and the withdrawal and deposit thresholds (null = off)',
        params: merchantCodeParamsSchema,
        body: kycSettingsSchema,
        response: { 200: envelope(kycSettingsSchema) },
      },
    },
    async (req) => ok(await service.saveSettings(await merchantId(req.params.code), req.body)),
  );
};
