import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  copyrightInputSchema,
  customerServiceInputSchema,
  customerServiceSchema,
  domainInputSchema,
  domainParamsSchema,
  opsSiteSchema,
  resourceSchema,
  resourcesInputSchema,
  type SeoConfig,
  seoConfigSchema,
  seoInputSchema,
  siteDomainSchema,
  templatesSchema,
} from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { SiteSettingsService } from './system.site.js';

export type SystemOpsSiteRoutesOptions = { site: SiteSettingsService; merchantId(code: string): Promise<number> };

const tags = ['ops'];
const params = merchantCodeParamsSchema;

/** The console's site pages (ADR 028). Registered inside the ops scope by features/routes.ts. */
export const systemOpsSiteRoutes: FastifyPluginAsyncZod<SystemOpsSiteRoutesOptions> = async (app, { site, merchantId }) => {
  app.get(
    '/ops/merchants/:code/site',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: 'SEO, theme, resources, customer-service entries and domains',
        params,
        response: { 200: envelope(opsSiteSchema) },
      },
    },
    async (req) => ok(await site.site(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/seo',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Replace the SEO title, description and canonical per path',
        params,
        body: seoInputSchema,
        response: { 200: envelope(seoConfigSchema) },
      },
    },
    async (req) => ok(await site.setSeo(await merchantId(req.params.code), req.body.seo as SeoConfig)),
  );
  app.put(
    '/ops/merchants/:code/copyright',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: "Replace the footer's copyright line and its per-language variants",
        params,
        body: copyrightInputSchema,
        response: { 200: envelope(opsSiteSchema.pick({ copyright: true, copyrightTranslations: true })) },
      },
    },
    async (req) => ok(await site.setCopyright(await merchantId(req.params.code), req.body)),
  );
  app.put(
    '/ops/merchants/:code/templates',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Replace the template, logo and colours',
        params,
        body: templatesSchema,
        response: { 200: envelope(templatesSchema) },
      },
    },
    async (req) => ok(await site.setTemplates(await merchantId(req.params.code), req.body)),
  );
  app.put(
    '/ops/merchants/:code/resources',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Replace the app downloads and contact resources',
        params,
        body: resourcesInputSchema,
        response: { 200: envelope(z.array(resourceSchema)) },
      },
    },
    async (req) => ok(await site.setResources(await merchantId(req.params.code), req.body.resources)),
  );
  app.put(
    '/ops/merchants/:code/customer-service',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Replace the customer-service entries',
        params,
        body: customerServiceInputSchema,
        response: { 200: envelope(z.array(customerServiceSchema)) },
      },
    },
    async (req) => ok(await site.setCustomerService(await merchantId(req.params.code), req.body.entries)),
  );
  app.post(
    '/ops/merchants/:code/domains',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Add a site or mirror host',
        params,
        body: domainInputSchema,
        response: { 200: envelope(z.array(siteDomainSchema)) },
      },
    },
    async (req) => ok(await site.addDomain(await merchantId(req.params.code), req.body.host, req.body.kind)),
  );
  app.delete(
    '/ops/merchants/:code/domains/:host',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Remove a host (never the primary one)',
        params: domainParamsSchema,
        response: { 200: envelope(z.array(siteDomainSchema)) },
      },
    },
    async (req) => ok(await site.removeDomain(await merchantId(req.params.code), req.params.host)),
  );
  app.post(
    '/ops/merchants/:code/domains/:host/primary',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Make a site host the primary one (exactly one per merchant)',
        params: domainParamsSchema,
        response: { 200: envelope(z.array(siteDomainSchema)) },
      },
    },
    async (req) => ok(await site.setPrimaryDomain(await merchantId(req.params.code), req.params.host)),
  );
};
