import { z } from 'zod';
import { languageSchema } from '../common/languages.js';
import { currencyPositionSchema, templatesSchema } from './settings.js';

/**
 * Brands as a platform operator manages them (ADR 070): onboarding a merchant from a template,
 * the merchants list, suspension. Every route here is for super-operators only.
 */

export const MERCHANT_STATUSES = ['active', 'suspended', 'disabled'] as const;
export const merchantStatusSchema = z.enum(MERCHANT_STATUSES);
export type MerchantStatus = z.infer<typeof merchantStatusSchema>;

/** Stable error codes of these routes (messages in six languages on the server). */
export const MERCHANT_ERRORS = {
  codeTaken: 'merchant_code_taken',
  /** Reused from the domain routes (ADR 028): `{host}` names the host some brand already answers on. */
  domainTaken: 'domain_taken',
  keyReused: 'onboarding_key_reused',
  templateNotFound: 'merchant_template_not_found',
  operatorTaken: 'ops_operator_taken',
} as const;

/** A host a brand answers on: a host name without port (resolution ignores the port). */
export const brandHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'not a host name');

export const merchantCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'lowercase letters, digits and dashes, 2–32, starting with a letter');

/** `POST /ops/merchants` */
export const onboardMerchantInputSchema = z
  .object({
    /** The client's key: a retry with the same key answers the merchant the first call created. */
    clientKey: z.string().trim().min(8).max(64),
    template: merchantCodeSchema,
    code: merchantCodeSchema,
    /** The display name per language; the default language's is required. */
    names: z.partialRecord(languageSchema, z.string().trim().min(1).max(100)),
    primaryDomain: brandHostSchema,
    otherDomains: z.array(brandHostSchema).max(20).default([]),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3,8}$/),
    currencySymbol: z.string().trim().min(1).max(8),
    currencyPosition: currencyPositionSchema.default('F'),
    languages: z.array(languageSchema).min(1),
    defaultLanguage: languageSchema,
    colors: templatesSchema.shape.colors,
    colorScheme: templatesSchema.shape.colorScheme,
    /** Banners, promotions, help and notices: the template's copied, or none. */
    content: z.enum(['copy', 'empty']),
    operator: z.object({
      username: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]{3,40}$/),
      password: z.string().min(10).max(128),
    }),
  })
  .refine((v) => v.languages.includes(v.defaultLanguage), { path: ['defaultLanguage'], message: 'not among the languages' })
  .refine((v) => Boolean(v.names[v.defaultLanguage]), { path: ['names'], message: 'the default language needs a name' });
export type OnboardMerchantInput = z.input<typeof onboardMerchantInputSchema>;
export type OnboardMerchant = z.output<typeof onboardMerchantInputSchema>;

/** The answer of `POST /ops/merchants`; the TOTP secret only on the call that created the brand. */
export const onboardedMerchantSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: merchantStatusSchema,
  primaryDomain: z.string(),
  /** false when this answers a retry of an earlier call with the same key. */
  created: z.boolean(),
  operator: z.object({
    username: z.string(),
    /** Shown once: null on a retry (the secret is stored sealed and never answered again). */
    totpSecret: z.string().nullable(),
    totpUri: z.string().nullable(),
  }),
});
export type OnboardedMerchant = z.infer<typeof onboardedMerchantSchema>;

export const MERCHANT_LIST_MAX = 50;

/** `GET /ops/merchants?q=&status=&page=&size=` */
export const merchantListQuerySchema = z.object({
  /** A prefix of the code, part of a name or of a domain. */
  q: z.string().trim().max(100).optional(),
  status: merchantStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MERCHANT_LIST_MAX).default(20),
});
export type MerchantListQuery = z.input<typeof merchantListQuerySchema>;

export const merchantListItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: merchantStatusSchema,
  primaryDomain: z.string().nullable(),
  currency: z.string(),
  members: z.number().int(),
  /** Members with a socket open (this instance, or every instance with Redis). */
  online: z.number().int(),
  /** Stake less payout since UTC midnight, in the merchant's currency (the dashboard's figure). */
  ggrToday: z.string(),
  createdAt: z.string(),
});
export type MerchantListItem = z.infer<typeof merchantListItemSchema>;

export const merchantListPageSchema = z.object({
  items: z.array(merchantListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MerchantListPage = z.infer<typeof merchantListPageSchema>;

/** `POST /ops/merchants/:code/suspend` and `/reopen` */
export const merchantStatusAnswerSchema = z.object({ code: z.string(), status: merchantStatusSchema });
