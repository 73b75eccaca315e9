import { z } from 'zod';
import { languageSchema } from '../common/languages.js';
import { whitelabelSchema } from './flags.js';
import { registerRuleSchema } from './register-rules.js';
import { seoConfigSchema } from './seo.js';

export const currencyPositionSchema = z.enum(['F', 'B', '']);
// WECHAT, QQ and ZALO feed the right bar's contact buttons (docs/adr/011).
export const RESOURCE_TYPES = ['IOS', 'Android', 'H5', 'SKYPE', 'MOBILECONFIG', 'WLG_DOMAIN', 'SpeedTest', 'WECHAT', 'QQ', 'ZALO'] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP', 'OTHER'] as const;
export const customerServiceSchema = z.object({
  csType: z.string(),
  csPosition: z.string(),
  /** Where the entry opens. The original encrypted it; we serve it plainly, and a club label's entries only to its members (ADR 002, 060). */
  path: z.string(),
  labelIds: z.array(z.number().int()),
  target: z.enum(['_blank', 'popup', '_self']),
  type: z.string(),
  title: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

/** Spec 000 §6: labelled entries for members with that label, else the general ones. */
export function customerServiceFor(entries: readonly CustomerServiceEntry[], labelId: number | null): CustomerServiceEntry[] {
  const general = entries.filter((e) => e.labelIds.length === 0);
  if (labelId == null) return general;
  const labelled = entries.filter((e) => e.labelIds.includes(labelId));
  return labelled.length ? labelled : general;
}

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const templatesSchema = z.object({
  template: z.string(),
  mobileTemplate: z.string(),
  logoUrl: z.string(),
  colors: z.object({
    primary: hex,
    accent: hex,
    background: hex,
    surface: hex,
    text: hex,
    headerBackground: hex,
    headerText: hex,
  }),
  colorScheme: z.enum(['light', 'dark']),
});
export type Templates = z.infer<typeof templatesSchema>;

export const merchantPublicSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: currencyPositionSchema,
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
});
export type MerchantPublic = z.infer<typeof merchantPublicSchema>;

/** `GET /wps/system/settings/consolidated`: everything the shell needs for its first paint. */
export const consolidatedSettingsSchema = z.object({
  merchant: merchantPublicSchema,
  loginPop: z.boolean(),
  templates: templatesSchema,
  whitelabel: whitelabelSchema,
  seo: seoConfigSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  copyright: z.string(),
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

export const smsSettingsSchema = z.object({
  enabled: z.boolean(),
  expiredMinutes: z.number().int().positive(),
  defaultCountryDialingCode: z.string(),
});

export const locationSchema = z.object({
  ip: z.string(),
  countryCode: z.string().nullable(),
  regionRestricted: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

export const maintenanceSchema = z.object({
  start: z.string(),
  end: z.string(),
  message: z.string(),
});

/** `GET /wps/system/status`: the permission object of spec 000 §3. */
export const statusSchema = z.object({
  url: z.string(),
  info: z.object({
    register: z.array(registerRuleSchema),
    resources: z.array(resourceSchema),
    sms: smsSettingsSchema,
    whitelabel: whitelabelSchema,
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    customerService: z.array(customerServiceSchema),
    gw: z.array(z.string()),
    mobileTemplate: z.string(),
  }),
  location: locationSchema,
  maintenance: maintenanceSchema.nullable(),
  maintenanceEnd: z.string().nullable(),
  test: z.boolean(),
  regionRestriction: z.boolean(),
});
export type Status = z.infer<typeof statusSchema>;

export const domainEntrySchema = z.object({ domainName: z.string(), speed: z.number() });
export type DomainEntry = z.infer<typeof domainEntrySchema>;
/** `GET /wps/system/settings/domainRoute`: the merchant's mirror domains. */
export const domainRouteSchema = z.array(domainEntrySchema);

/**
 * Spec 000 §7: the shell's settings calls, each at `/wps/system/settings/{name}` (and, for the first
 * clients, `/wps/system/{name}`). The web reads `consolidated`; the others are slices of the same data.
 */
export const SHELL_SETTINGS_CALLS = ['consolidated', 'status', 'location', 'whitelabel', 'domainRoute', 'templates', 'helpCenter'] as const;
export type ShellSettingsCall = (typeof SHELL_SETTINGS_CALLS)[number];
export const shellSettingsPath = (call: ShellSettingsCall) => `/wps/system/settings/${call}` as const;

/** `id` is additive (ADR 031): it lets a link open one item (/help?item=<tag or id>). */
export type HelpItem = { id?: number; tag: string; title: string; content: string; bgColor: string | null; children: HelpItem[] };
export const helpItemSchema: z.ZodType<HelpItem> = z.lazy(() =>
  z.object({
    id: z.number().int().optional(),
    tag: z.string(),
    title: z.string(),
    content: z.string(),
    bgColor: z.string().nullable(),
    children: z.array(helpItemSchema),
  }),
);
/** `GET /wps/system/helpCenter`: the language defaults to the request's Language header. */
export const helpCenterQuerySchema = z.object({ lang: languageSchema.optional(), device: z.string().max(10).optional() });

export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const pingSchema = z.object({ speed: z.string(), serverTime: z.number() });
/** `GET /wps/system/test/ping?speed=`: the caller's timing token, echoed back. */
export const pingQuerySchema = z.object({ speed: z.string().max(20).regex(/^\d*$/).default('') });
export const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
