import type { Language } from '@arcadia/contract';
import type { SessionPolicy } from '@arcadia/contract/session';
import type { CopyrightTranslations, RegisterRule, SeoConfig, Templates } from '@arcadia/contract/system';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export type SmsSettings = { enabled: boolean; expiredMinutes: number; defaultCountryDialingCode: string };
/** Session and sign-in policy overrides; unset keys take SESSION_DEFAULTS. */
export type MerchantSecurity = Partial<SessionPolicy> & {
  /** The password given to accounts created without one (spec 000 §9 "{secret}"); they must change it. */
  defaultPassword?: string;
};

/** A brand. Everything else in the platform hangs off merchant_id. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The display name per language (ADR 070); `name` is the fallback and the default language's. */
    nameTranslations: jsonb('name_translations').$type<Partial<Record<Language, string>>>().notNull().default({}),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    currency: varchar('currency', { length: 8 }).notNull(),
    currencySymbol: varchar('currency_symbol', { length: 8 }).notNull(),
    currencyPosition: varchar('currency_position', { length: 1 }).notNull().default('F'),
    languages: text('languages').array().notNull(),
    defaultLanguage: varchar('default_language', { length: 2 }).$type<Language>().notNull().default('CN'),
    test: boolean('test').notNull().default(false),
    loginPop: boolean('login_pop').notNull().default(false),
    templates: jsonb('templates').$type<Templates>().notNull(),
    seo: jsonb('seo').$type<SeoConfig>().notNull().default({}),
    sms: jsonb('sms').$type<SmsSettings>().notNull(),
    imageCdns: text('image_cdns').array().notNull().default(sql`'{}'`),
    launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'`),
    gateways: text('gateways').array().notNull().default(sql`'{}'`),
    /** Game-vendor wallets beside the main one; none means a single-wallet merchant (isSingle). */
    vendorWallets: text('vendor_wallets').array().notNull().default(sql`'{}'`),
    copyright: text('copyright').notNull().default(''),
    /** The copyright line per language (issue 29): the request's language, then `defaultLanguage`, then `copyright`. */
    copyrightTranslations: jsonb('copyright_translations').$type<CopyrightTranslations>().notNull().default({}),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    maintenanceMessage: jsonb('maintenance_message').$type<Partial<Record<Language, string>>>(),
    /** ISO 3166-1 alpha-2 codes whose visitors are refused. */
    restrictedCountries: text('restricted_countries').array().notNull().default(sql`'{}'`),
    security: jsonb('security').$type<MerchantSecurity>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchants_currency_position', sql`${t.currencyPosition} in ('F', 'B', '')`),
    check('merchants_status', sql`${t.status} in ('active', 'suspended', 'disabled')`),
    check(
      'merchants_maintenance_window',
      sql`${t.maintenanceEnd} is null or ${t.maintenanceStart} is null or ${t.maintenanceEnd} > ${t.maintenanceStart}`,
    ),
  ],
);

/**
 * Onboarding requests by the client's key (ADR 070): written in the transaction that creates the
 * merchant, so a retry finds the merchant the first call created, and a key reused for another
 * request (another body hash) is refused.
 */
export const merchantOnboardings = pgTable('merchant_onboardings', {
  clientKey: varchar('client_key', { length: 64 }).primaryKey(),
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  operatorUsername: varchar('operator_username', { length: 40 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only flags that differ from the documented defaults are stored. */
export const merchantFlags = pgTable(
  'merchant_flags',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    flag: varchar('flag', { length: 40 }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.flag] })],
);

/** Hosts a merchant answers on. `site` hosts resolve the merchant; `mirror` hosts are listed for the speed test too. */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    host: varchar('host', { length: 253 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).notNull().default('site'),
    /** The host links and reset mails point at (ADR 032). Exactly one per merchant with a site host. */
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    check('merchant_domains_kind', sql`${t.kind} in ('site', 'mirror')`),
    check('merchant_domains_primary_site', sql`not ${t.isPrimary} or ${t.kind} = 'site'`),
    // At most one primary per merchant, whatever the application does; "at least one" is kept by the
    // delete (never the primary) and the switch (one transaction, rows locked).
    uniqueIndex('merchant_domains_one_primary').on(t.merchantId).where(sql`${t.isPrimary}`),
    // A brand's hosts (domain route, CSP sources, the merchants list's search): one probe, not a scan of every brand's.
    index('merchant_domains_merchant').on(t.merchantId),
  ],
);

export const merchantResources = pgTable(
  'merchant_resources',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    resourceType: varchar('resource_type', { length: 16 }).notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    sort: integer('sort').notNull().default(0),
  },
  // Read on every settings snapshot load: without it each load scanned every brand's rows (ADR 071).
  (t) => [index('merchant_resources_merchant').on(t.merchantId, t.sort)],
);

export const merchantCustomerService = pgTable(
  'merchant_customer_service',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    csType: varchar('cs_type', { length: 16 }).notNull(),
    csPosition: varchar('cs_position', { length: 16 }).notNull().default('right'),
    path: text('path').notNull(),
    labelIds: integer('label_ids').array().notNull().default(sql`'{}'`),
    target: varchar('target', { length: 8 }).notNull().default('popup'),
    type: varchar('type', { length: 16 }).notNull().default('web'),
    title: varchar('title', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('merchant_customer_service_merchant').on(t.merchantId, t.sort)],
);

/** A merchant's registration field rules; keys without a row use DEFAULT_REGISTER_RULES. */
export const merchantRegisterRules = pgTable(
  'merchant_register_rules',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 40 }).notNull(),
    rule: jsonb('rule').$type<RegisterRule>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

export const helpItems = pgTable(
  'help_items',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).$type<Language>().notNull(),
    /** A parent cannot go while a child points at it (ADR 031); the console deletes children first or refuses. */
    parentId: integer('parent_id').references((): AnyPgColumn => helpItems.id),
    tag: varchar('tag', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML (sanitised again on render). */
    content: text('content').notNull().default(''),
    bgColor: varchar('bg_color', { length: 16 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_items_merchant_language_idx').on(t.merchantId, t.language, t.parentId, t.sort)],
);

/**
 * RSA keys for encrypted payloads. Platform-wide, not per merchant: the one table without
 * merchant_id, because one key pair serves every brand of a deployment.
 */
export const cryptoKeys = pgTable('crypto_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
