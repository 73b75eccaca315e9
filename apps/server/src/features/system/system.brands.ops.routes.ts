import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  merchantListPageSchema,
  merchantListQuerySchema,
  merchantStatusAnswerSchema,
  type OnboardedMerchant,
  type OnboardMerchant,
  onboardedMerchantSchema,
  onboardMerchantInputSchema,
} from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { SystemBrands } from './system.brands.js';

export type SystemBrandsOpsRoutesOptions = {
  brands: SystemBrands;
  /** The onboarding workflow (workflows/onboard-merchant.ts), passed in by the composition root. */
  onboard(input: OnboardMerchant): Promise<OnboardedMerchant>;
};

const tags = ['ops'];
// Brands are platform work: a merchant's own admin gets 403 here, even on its own `:code` (ADR 070).
const config = { opsPlatform: true, opsPermission: 'admin' } as const;

/** The platform's brands (ADR 070): onboard one, list and search them, suspend and reopen. */
export const systemBrandsOpsRoutes: FastifyPluginAsyncZod<SystemBrandsOpsRoutesOptions> = async (app, { brands, onboard }) => {
  app.post(
    '/ops/merchants',
    {
      config,
      schema: {
        tags,
        summary:
          "Onboard a brand from a template merchant in one transaction; a retry with the same clientKey answers the same brand. The first operator's TOTP secret is answered once.",
        body: onboardMerchantInputSchema,
        response: { 200: envelope(onboardedMerchantSchema) },
      },
    },
    async (req) => ok(await onboard(req.body)),
  );

  app.get(
    '/ops/merchants',
    {
      config: { ...config, opsPermission: 'read' },
      schema: {
        tags,
        summary: 'One page of brands (search by code prefix, name or domain; status), with members, online now and GGR today',
        querystring: merchantListQuerySchema,
        response: { 200: envelope(merchantListPageSchema) },
      },
    },
    async (req) => ok(await brands.page(req.query)),
  );

  for (const [verb, status] of [
    ['suspend', 'suspended'],
    ['reopen', 'active'],
  ] as const)
    app.post(
      `/ops/merchants/:code/${verb}`,
      {
        config,
        schema: {
          tags,
          summary:
            status === 'suspended'
              ? 'Suspend a brand: its site shows the maintenance page and its API refuses (merchant_suspended)'
              : 'Reopen a suspended brand',
          params: merchantCodeParamsSchema,
          response: { 200: envelope(merchantStatusAnswerSchema) },
        },
      },
      async (req) => ok(await brands.setStatus(req.params.code, status)),
    );
};
