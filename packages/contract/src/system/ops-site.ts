import { z } from 'zod';
import { languageSchema } from '../common/languages.js';
import { safeLinkSchema } from '../common/links.js';
import { translationsSchema } from '../common/translations.js';
import { SEO_PATHS, seoConfigSchema, seoEntrySchema } from './seo.js';
import { CS_TYPES, customerServiceSchema, RESOURCE_TYPES, resourceSchema, templatesSchema } from './settings.js';

/** A host as an operator enters it: a host name, optionally with a port (same rule as the mirrors). */
export const siteHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/, 'not a host name');

export const siteDomainSchema = z.object({
  host: z.string(),
  kind: z.enum(['site', 'mirror']),
  /** The oldest site host: it cannot be removed, so the merchant always stays reachable (ADR 028). */
  primary: z.boolean(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

/** The footer text per language; an empty variant falls back to the default language, then to the base text. */
export const copyrightTranslationsSchema = translationsSchema({ copyright: z.string().trim().max(500) });
export type CopyrightTranslations = z.infer<typeof copyrightTranslationsSchema>;
/** `PUT /ops/merchants/:code/copyright` */
export const copyrightInputSchema = z.object({ copyright: z.string().trim().max(500), translations: copyrightTranslationsSchema });
export type CopyrightInput = z.infer<typeof copyrightInputSchema>;

/** `GET /ops/merchants/:code/site`: what the console's site pages edit (ADR 028). */
export const opsSiteSchema = z.object({
  seo: seoConfigSchema,
  templates: templatesSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  domains: z.array(siteDomainSchema),
  /** The footer's copyright line: base text and its per-language variants (issue 29). */
  copyright: z.string(),
  copyrightTranslations: copyrightTranslationsSchema,
  /** The merchant's languages and its default: where the editors' missing variants fall back to. */
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
});
export type OpsSite = z.infer<typeof opsSiteSchema>;

/** `PUT /ops/merchants/:code/seo`: the whole map; only the spec's SEO paths are keys. */
export const seoInputSchema = z.object({
  seo: z.partialRecord(
    z.enum(SEO_PATHS),
    seoEntrySchema.extend({
      title: z.string().trim().min(1).max(120),
      canonical: safeLinkSchema({ max: 500, absoluteOnly: true }).optional(),
    }),
  ),
});
export type SeoInput = z.infer<typeof seoInputSchema>;

/** `PUT /ops/merchants/:code/resources`: download, speed-test and contact links (the one link rule). */
export const resourcesInputSchema = z.object({
  resources: z
    .array(
      z.object({
        resourceType: z.enum(RESOURCE_TYPES),
        url: safeLinkSchema({ max: 500 }),
        qrCodeUrl: safeLinkSchema({ max: 500, allowEmpty: true }).nullable(),
      }),
    )
    .max(50),
});
/** `PUT /ops/merchants/:code/customer-service` */
export const customerServiceInputSchema = z.object({
  entries: z
    .array(
      customerServiceSchema.extend({
        csType: z.enum(CS_TYPES),
        csPosition: z.enum(['left', 'right']),
        // The chat page or contact the entry opens; a mail address is a contact too.
        path: safeLinkSchema({ max: 500, mailto: true }),
        labelIds: z.array(z.number().int().positive()).max(50),
        type: z.string().trim().min(1).max(16),
        title: z.string().trim().min(1).max(100),
      }),
    )
    .max(50),
});
/** `POST /ops/merchants/:code/domains` */
export const domainInputSchema = z.object({ host: siteHostSchema, kind: z.enum(['site', 'mirror']) });
/** `DELETE /ops/merchants/:code/domains/:host`, `POST …/domains/:host/primary` */
export const domainParamsSchema = z.object({ code: z.string().min(1).max(32), host: siteHostSchema });

/** Refusals of the domain routes (messages in the system feature's message table). */
export const SITE_ERRORS = {
  domainTaken: 'domain_taken',
  primaryDomain: 'primary_domain_required',
  /** Only a `site` host can be primary (ADR 032): a mirror is listed for the speed test, not linked to. */
  primaryNotSite: 'primary_domain_not_site',
} as const;
