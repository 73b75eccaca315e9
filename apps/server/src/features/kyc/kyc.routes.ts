import { envelope } from '@arcadia/contract';
import {
  kycDocumentIdParamsSchema,
  kycDocumentSchema,
  kycRegistrationRulesSchema,
  kycStatusSchema,
  kycUploadSchema,
} from '@arcadia/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { KycService } from './kyc.service.js';

export type KycRoutesOptions = { service: KycService };
const tags = ['kyc'];

/** The member's side: what the merchant asks, the documents and their review. */
export const kycRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/kyc/registration',
    {
      schema: {
        tags,
        summary: 'Whether the registration form must ask a date of birth, and the minimum age',
        response: { 200: envelope(kycRegistrationRulesSchema) },
      },
    },
    async (req) => ok(await service.registrationRules(req.merchant.id)),
  );

  app.get(
    '/wps/kyc/status',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: "The member's verification level, the merchant's rules and the latest document of each type",
        response: { 200: envelope(kycStatusSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.status(req.merchant.id, authOf(req).memberId));
    },
  );

  app.post(
    '/wps/kyc/documents',
    {
      config: { auth: 'real', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Upload an identity document, proof of address or selfie (jpg/png data URL, at most 5 MB) for review',
        body: kycUploadSchema,
        response: { 200: envelope(kycDocumentSchema) },
      },
    },
    async (req) => ok(await service.upload(req.merchant.id, authOf(req).memberId, req.body)),
  );

  app.get(
    '/wps/kyc/documents/:id/image',
    {
      config: { auth: 'real' },
      schema: { tags, summary: "The member's own document image (never another member's)", params: kycDocumentIdParamsSchema },
    },
    async (req, reply) => {
      const image = await service.memberImage(req.merchant.id, authOf(req).memberId, req.params.id);
      return reply
        .type(image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
