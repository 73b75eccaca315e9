import { z } from 'zod';
import { languageSchema } from '../common/languages.js';
import { registerRuleSchema } from './register-rules.js';
import { domainEntrySchema } from './settings.js';

/** `GET /ops/merchants/:code/site-settings`: what the console's Settings pages show (ADR 026). */
export const opsSiteSettingsSchema = z.object({
  maintenance: z.object({ start: z.string(), end: z.string().nullable(), message: z.partialRecord(languageSchema, z.string()) }).nullable(),
  restrictedCountries: z.array(z.string()),
  registerRules: z.array(registerRuleSchema),
  domains: z.array(domainEntrySchema),
});
export type OpsSiteSettings = z.infer<typeof opsSiteSettingsSchema>;

/** A pattern the server can compile (the form and the server both run it as a RegExp). */
const compiles = (p: string) => {
  if (p === '*') return true;
  try {
    new RegExp(p);
    return true;
  } catch {
    return false;
  }
};

/** `PUT /ops/merchants/:code/register-rules`: the whole rule list; a min above its max is refused. */
export const registerRulesInputSchema = z.object({
  rules: z
    .array(
      registerRuleSchema.extend({
        key: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/),
        acceptedPattern: z.string().max(300).refine(compiles, 'invalid_request'),
        minLength: z.number().int().min(0).max(500),
        maxLength: z.number().int().min(1).max(500),
      }),
    )
    .max(40)
    .refine((rules) => rules.every((r) => r.minLength <= r.maxLength), 'invalid_request')
    .refine((rules) => new Set(rules.map((r) => r.key)).size === rules.length, 'invalid_request'),
});
