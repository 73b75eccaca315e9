import { envelope, LANGUAGES } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { type OpsRegistrationSettings, opsRegistrationSettingsSchema } from '@arcadia/contract/registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { RegistrationService } from './registration.service.js';

export type RegistrationOpsRoutesOptions = { service: RegistrationService; merchantId(code: string): Promise<number> };

/** The console's registration page reads here; it writes through `PUT /ops/merchants/:code/registration` (ops feature). */
export const registrationOpsRoutes: FastifyPluginAsyncZod<RegistrationOpsRoutesOptions> = async (app, { service, merchantId }) => {
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
};
