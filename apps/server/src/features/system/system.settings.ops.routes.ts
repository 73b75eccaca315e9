import { envelope, languageSchema } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { helpItemSchema, type OpsSiteSettings, opsSiteSettingsSchema, registerRulesInputSchema } from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { SystemService } from './system.service.js';

export type SystemOpsSettingsRoutesOptions = { system: SystemService; merchantId(code: string): Promise<number> };

/** What the console's Settings pages read in one go: the writes are the existing ops routes (ADR 026). */
export async function siteSettings(system: SystemService, merchantId: number): Promise<OpsSiteSettings> {
  const [m, registerRules, domains] = await Promise.all([
    system.merchant(merchantId),
    system.registerRules(merchantId),
    system.domainRoute(merchantId),
  ]);
  return {
    maintenance: m.maintenanceStart
      ? { start: m.maintenanceStart.toISOString(), end: m.maintenanceEnd?.toISOString() ?? null, message: m.maintenanceMessage ?? {} }
      : null,
    restrictedCountries: m.restrictedCountries,
    registerRules,
    domains,
  };
}

/** Registered inside the ops scope by features/routes.ts. */
export const systemOpsSettingsRoutes: FastifyPluginAsyncZod<SystemOpsSettingsRoutesOptions> = async (app, { system, merchantId }) => {
  app.get(
    '/ops/merchants/:code/site-settings',
    {
      schema: {
        tags: ['ops'],
        summary: 'Maintenance window, restricted countries, registration field rules and domains of a merchant',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(opsSiteSettingsSchema) },
      },
    },
    async (req) => ok(await siteSettings(system, await merchantId(req.params.code))),
  );
  app.get(
    '/ops/merchants/:code/help/:language',
    {
      schema: {
        tags: ['ops'],
        summary: "A language's help centre tree as stored (the console's help editor; written by PUT …/help/:language)",
        params: merchantCodeParamsSchema.extend({ language: languageSchema }),
        response: { 200: envelope(z.array(helpItemSchema)) },
      },
    },
    async (req) => ok(await system.helpCenter(await merchantId(req.params.code), req.params.language)),
  );
  app.put(
    '/ops/merchants/:code/register-rules',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags: ['ops'],
        summary: 'Replace the registration field rules (spec 000 §3); the form and the server both follow them at once',
        params: merchantCodeParamsSchema,
        body: registerRulesInputSchema,
        response: { 200: envelope(z.array(z.unknown())) },
      },
    },
    async (req) => {
      const id = await merchantId(req.params.code);
      await system.setRegisterRules(id, req.body.rules);
      return ok(await system.registerRules(id));
    },
  );
};
