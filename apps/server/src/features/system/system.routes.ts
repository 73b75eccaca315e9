import { ERROR_CODES, envelope } from '@arcadia/contract';
import {
  consolidatedSettingsSchema,
  countrySchema,
  domainRouteSchema,
  helpCenterQuerySchema,
  helpItemSchema,
  jwksSchema,
  locationSchema,
  pingQuerySchema,
  pingSchema,
  registerRuleSchema,
  statusSchema,
  templatesSchema,
  whitelabelSchema,
} from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import { fail, ok } from '../../platform/http/envelope.js';
import { hostnameOf } from '../../platform/http/request-context.js';
import { translate } from '../../platform/i18n/messages.js';
import type { SystemService, Visitor } from './system.service.js';

export type SystemRoutesOptions = { service: SystemService; crypto: PayloadCrypto; geoCountryHeader: string | undefined };

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { service, crypto, geoCountryHeader }) => {
  const visitor = (req: { ip: string; headers: Record<string, string | string[] | undefined> }): Visitor => {
    const raw = geoCountryHeader ? req.headers[geoCountryHeader] : undefined;
    const country = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    return {
      ip: req.ip,
      countryCode: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
      host: hostnameOf(req.headers.host as string | undefined),
    };
  };

  app.get(
    '/wps/system/settings/consolidated',
    {
      config: { whileSuspended: true },
      schema: { tags, summary: 'Shell settings for the first paint', response: { 200: envelope(consolidatedSettingsSchema) } },
    },
    async (req) => ok(await service.consolidated(req.merchant.id, req.language)),
  );

  // Spec 000 §7 names the shell's settings calls under /wps/system/settings/; the shorter paths came
  // first and stay for existing clients. Both paths of a call run the same handler on the same
  // snapshot (SystemService), so they answer alike, headers included.
  const settingsPaths = (name: string) => [`/wps/system/${name}`, `/wps/system/settings/${name}`];

  for (const url of settingsPaths('status'))
    app.get(
      url,
      {
        config: { whileSuspended: true },
        schema: { tags, summary: 'Public status and permission object', response: { 200: envelope(statusSchema) } },
      },
      async (req) => ok(await service.status(req.merchant.id, visitor(req), req.language)),
    );

  for (const url of settingsPaths('location'))
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "The visitor's IP, country and whether the region is restricted",
          response: { 200: envelope(locationSchema) },
        },
      },
      async (req) => ok(await service.location(req.merchant.id, visitor(req))),
    );

  for (const url of settingsPaths('whitelabel'))
    app.get(url, { schema: { tags, summary: 'Effective white-label flags', response: { 200: envelope(whitelabelSchema) } } }, async (req) =>
      ok(await service.whitelabel(req.merchant.id)),
    );

  for (const url of settingsPaths('domainRoute'))
    app.get(
      url,
      { schema: { tags, summary: 'Mirror domains for the speed test', response: { 200: envelope(domainRouteSchema) } } },
      async (req) => ok(await service.domainRoute(req.merchant.id)),
    );

  for (const url of settingsPaths('templates'))
    app.get(
      url,
      { schema: { tags, summary: 'Theme: template, logo and colours', response: { 200: envelope(templatesSchema) } } },
      async (req) => ok(await service.templates(req.merchant.id)),
    );

  // Spec 000 lists it under /wps/system/settings/; the shorter path stays for existing clients (ADR 031).
  for (const url of ['/wps/system/helpCenter', '/wps/system/settings/helpCenter'])
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Help centre tree',
          querystring: helpCenterQuerySchema,
          response: { 200: envelope(z.array(helpItemSchema)) },
        },
      },
      async (req) => ok(await service.helpCenter(req.merchant.id, req.query.lang ?? req.language)),
    );

  app.get(
    '/wps/system/country',
    { schema: { tags, summary: 'Country dialling codes', response: { 200: envelope(z.array(countrySchema)) } } },
    async () => ok([...service.countries()]),
  );

  app.get(
    '/wps/system/setting/register',
    { schema: { tags, summary: 'Registration field rules', response: { 200: envelope(z.array(registerRuleSchema)) } } },
    async (req) => ok(await service.registerRules(req.merchant.id)),
  );

  app.get(
    '/wps/system/test/ping',
    {
      config: { merchant: false },
      schema: {
        tags,
        summary: 'Domain reachability test',
        querystring: pingQuerySchema,
        response: { 200: envelope(pingSchema) },
      },
    },
    async (req, reply) => {
      // Pages on other mirrors time this call: it is public and carries no credentials.
      reply
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin');
      return ok({ speed: req.query.speed, serverTime: Date.now() });
    },
  );

  // The speed test's first probe (spec 001 §7): `{domain}/res/logo.png?timeStamp`, loaded as an image
  // from pages on other mirrors. Not under /wps, so the merchant comes from the host (or the header).
  app.get('/res/logo.png', { config: { merchant: false }, schema: { hide: true } }, async (req, reply) => {
    const code = req.headers.merchant;
    const ref = await service.resolveMerchant({ code: typeof code === 'string' ? code : null, host: hostnameOf(req.headers.host) });
    const logo = ref ? await service.logo(ref.id) : null;
    if (!logo) return reply.code(404).send(fail(ERROR_CODES.notFound, translate(ERROR_CODES.notFound, req.language)));
    reply.header('cache-control', 'public, max-age=300').header('cross-origin-resource-policy', 'cross-origin');
    if (logo.kind === 'redirect') return reply.redirect(logo.url, 302);
    // An SVG opened on its own is a document: it may show, never run anything.
    return reply
      .type(logo.mime)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(logo.bytes);
  });

  app.get(
    '/wps/system/crypto/jwks',
    {
      config: { merchant: false },
      schema: { tags, summary: 'Public key for encrypted payloads (JWE RSA-OAEP-256 + A256GCM)', response: { 200: envelope(jwksSchema) } },
    },
    async () => ok(crypto.jwks()),
  );
};
