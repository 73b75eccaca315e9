import { z } from 'zod';
import { languageSchema } from '../common/languages.js';
import { safeLinkSchema } from '../common/links.js';
import { whitelabelFlagSchema } from '../system/flags.js';

/** Operator API (bearer OPS_API_TOKEN). The operator console issue grows this. */
export const maintenanceWindowInputSchema = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    message: z.partialRecord(languageSchema, z.string().max(500)).default({}),
  })
  .refine((w) => Date.parse(w.end) > Date.parse(w.start), { message: 'end must be after start', path: ['end'] });

export const flagsInputSchema = z.partialRecord(whitelabelFlagSchema, z.boolean());
export const restrictedCountriesInputSchema = z.object({ countries: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(250) });
export const merchantCodeParamsSchema = z.object({ code: z.string().min(1).max(32) });
/**
 * `GET /ops/merchants/:code/reconcile`: ok when every wallet equals its ledger and every transaction
 * sums to zero; otherwise the rows that do not (their shape is the wallet's diagnostic, not a contract).
 */
export const reconciliationSchema = z.object({ ok: z.boolean(), accounts: z.array(z.unknown()), transactions: z.array(z.unknown()) });

export const securityInputSchema = z
  .object({
    idleMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    absoluteHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    bindIp: z.boolean(),
    captchaAfterFailures: z.number().int().min(1).max(100),
    lockAfterFailures: z.number().int().min(3).max(100),
    lockMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    ipCaptchaAfterFailures: z.number().int().min(1).max(1000),
    passwordExpiryDays: z.number().int().min(0).max(3650),
    defaultPassword: z.string().min(6).max(16),
  })
  .partial()
  .strict();

/** `PUT /ops/merchants/:code/registration` */
export const registrationSettingsInputSchema = z.object({
  affiliateSetting: z.union([z.literal(0), z.literal(1)]),
  captcha: z.boolean().optional(),
  agreement: z.record(z.enum(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']), z.array(z.string().min(1).max(2000)).length(10)).optional(),
});
/** `POST /ops/merchants/:code/affiliates` */
export const affiliateInputSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{3,32}$/),
  agentAccount: z.string().min(1).max(32),
});
/** `PUT /ops/merchants/:code/social` */
export const socialSettingsInputSchema = z.object({
  jwksUrl: safeLinkSchema({ max: 500, absoluteOnly: true }),
  issuer: z.string().min(1).max(300),
  audience: z.string().min(1).max(300),
  scriptUrl: safeLinkSchema({ max: 500, allowEmpty: true }).nullable().optional(),
  options: z.record(z.string(), z.string().max(500)).optional(),
});
/** A mirror host as an operator enters it: a host name, optionally with a port. */
export const mirrorHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/, 'not a host name');
export const mirrorsInputSchema = z.object({ hosts: z.array(mirrorHostSchema).max(50) });
export * from './dashboard.js';
export * from './operators.js';
export * from './operators-admin.js';
