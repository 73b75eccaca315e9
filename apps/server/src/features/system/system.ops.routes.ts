import { envelope } from '@arcadia/contract';
import {
  flagsInputSchema,
  maintenanceWindowInputSchema,
  merchantCodeParamsSchema,
  restrictedCountriesInputSchema,
  securityInputSchema,
} from '@arcadia/contract/ops';
import { whitelabelSchema } from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { SystemService } from './system.service.js';

export type SystemOpsRoutesOptions = { system: SystemService; merchantId(code: string): Promise<number> };

/** A merchant's switches and policies: maintenance, white-label flags, restricted countries, sign-in security. */
export const systemOpsRoutes: FastifyPluginAsyncZod<SystemOpsRoutesOptions> = async (app, { system, merchantId }) => {
  app.get(
    '/ops/merchants/:code/flags',
    {
      schema: {
        tags: ['ops'],
        summary: "The white-label flags in effect (defaults with the merchant's switches)",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(whitelabelSchema) },
      },
    },
    async (req) => ok(await system.whitelabel(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/maintenance',
    {
      schema: {
        tags: ['ops'],
        summary: 'Schedule a maintenance window',
        params: merchantCodeParamsSchema,
        body: maintenanceWindowInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { start, end, message } = req.body;
      await system.setMaintenance(await merchantId(req.params.code), { start: new Date(start), end: new Date(end), message });
      return ok(null);
    },
  );
  app.delete(
    '/ops/merchants/:code/maintenance',
    { schema: { tags: ['ops'], summary: 'End maintenance now', params: merchantCodeParamsSchema, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await system.setMaintenance(await merchantId(req.params.code), null);
      return ok(null);
    },
  );
  app.put(
    '/ops/merchants/:code/flags',
    {
      schema: {
        tags: ['ops'],
        summary: 'Switch white-label flags',
        params: merchantCodeParamsSchema,
        body: flagsInputSchema,
        response: { 200: envelope(whitelabelSchema) },
      },
    },
    async (req) => ok(await system.setFlags(await merchantId(req.params.code), req.body)),
  );
  app.put(
    '/ops/merchants/:code/restricted-countries',
    {
      schema: {
        tags: ['ops'],
        summary: 'Countries whose visitors are refused',
        params: merchantCodeParamsSchema,
        body: restrictedCountriesInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await system.setRestrictedCountries(await merchantId(req.params.code), req.body.countries);
      return ok(null);
    },
  );
  app.put(
    '/ops/merchants/:code/security',
    {
      schema: {
        tags: ['ops'],
        summary: 'Session and sign-in policy (idle/absolute lifetime, IP binding, captcha and lockout thresholds, default password)',
        params: merchantCodeParamsSchema,
        body: securityInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await system.setSecurity(await merchantId(req.params.code), req.body);
      return ok(null);
    },
  );
};
