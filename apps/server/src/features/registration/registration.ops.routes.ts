import { ERROR_CODES, envelope, LANGUAGES } from '@arcadia/contract';
import { affiliateInputSchema, merchantCodeParamsSchema, registrationSettingsInputSchema } from '@arcadia/contract/ops';
import { type OpsRegistrationSettings, opsRegistrationSettingsSchema } from '@arcadia/contract/registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { RegistrationService } from './registration.service.js';

export type RegistrationOpsRoutesOptions = {
  service: RegistrationService;
  merchantId(code: string): Promise<number>;
  /** The agent an affiliate code is given to (accounts feature). */
  agentByAccount(merchantId: number, account: string): Promise<{ id: number } | null>;
};

/** The console's registration page, and the affiliate codes that put new members in an agent's downline. */
export const registrationOpsRoutes: FastifyPluginAsyncZod<RegistrationOpsRoutesOptions> = async (
  app,
  { service, merchantId, agentByAccount },
) => {
  app.get(
    '/ops/merchants/:code/registration',
    {
      schema: {
        tags: ['ops'],
        summary: 'Registration settings with the agreement clauses players see in each language',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(opsRegistrationSettingsSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const each = await Promise.all(LANGUAGES.map((l) => service.settings(m, l)));
      const [first] = each;
      const agreement = Object.fromEntries(LANGUAGES.map((l, i) => [l, each[i]!.agreement])) as OpsRegistrationSettings['agreement'];
      return ok({ ...first!, agreement });
    },
  );

  app.put(
    '/ops/merchants/:code/registration',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Registration settings: affiliate setting (0 optional, 1 required), image captcha on or off, agreement clauses per language',
        params: merchantCodeParamsSchema,
        body: registrationSettingsInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { affiliateSetting, agreement, captcha } = req.body;
      await service.setSettings(await merchantId(req.params.code), affiliateSetting, agreement ?? null, captcha ?? true);
      return ok(null);
    },
  );

  app.post(
    '/ops/merchants/:code/affiliates',
    {
      schema: {
        tags: ['ops'],
        summary: "Give an agent an affiliate code; members registering with it join the agent's downline",
        params: merchantCodeParamsSchema,
        body: affiliateInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const id = await merchantId(req.params.code);
      const agent = await agentByAccount(id, req.body.agentAccount);
      if (!agent) throw new AppError(ERROR_CODES.notFound, 404);
      await service.addAffiliate(id, req.body.code, agent.id);
      return ok(null);
    },
  );
};
