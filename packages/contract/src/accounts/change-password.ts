import { z } from 'zod';
import { testOperatorPattern } from '../lib/operator-pattern.js';
import { ACCOUNT_ERRORS } from './errors.js';

// Its own module: the operator's pattern needs the linear matcher (ADR 038), which only the
// password forms load; the accounts index is on the home page's path (200 KiB budget).
/** Change password (spec 000 §3/§5): the new one matches the rule and its confirmation. */
export function buildChangePasswordSchema(
  rule: { min: number; max: number; pattern: string } = { min: 6, max: 12, pattern: '^[A-Za-z0-9]+$' },
) {
  return z
    .object({
      oldPassword: z.string().min(1, ACCOUNT_ERRORS.wrongOldPassword).max(128),
      newPassword: z.string().max(128),
      confirmNewPassword: z.string().max(128),
    })
    .superRefine((v, ctx) => {
      const { min, max, pattern } = rule;
      if (v.newPassword.length < min || v.newPassword.length > max || !testOperatorPattern(pattern, v.newPassword))
        ctx.addIssue({ code: 'custom', message: ACCOUNT_ERRORS.passwordPattern, path: ['newPassword'] });
      else if (v.newPassword !== v.confirmNewPassword)
        ctx.addIssue({ code: 'custom', message: ACCOUNT_ERRORS.confirmation, path: ['confirmNewPassword'] });
    });
}
export type ChangePasswordPayload = z.output<ReturnType<typeof buildChangePasswordSchema>>;
