import { z } from 'zod';
import { sliderFieldsSchema } from '../captcha/slider/fields.js';
import { testOperatorPattern } from '../lib/operator-pattern.js';

/** Spec 000 §5: the account must be filled, the e-mail must look like one. */
export const RECOVERY_ERRORS = {
  account: 'in_account_incorrect',
  email: 'in_email_incorrect',
  mobile: 'br_enright_cphone',
  linkInvalid: 'reset_link_invalid',
  codeIncorrect: 'sms_code_incorrect',
} as const;

/** A reset link works once, for this long (issue 4). */
export const RESET_LINK_MINUTES = 15;
/** The query parameter of the reset page that carries the link's token. */
export const RESET_TOKEN_PARAM = 'token';

const username = z.string().trim().min(1, RECOVERY_ERRORS.account).max(32, RECOVERY_ERRORS.account);
// A deliberately plain pattern: the real check is that it equals the member's stored address.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = z.string().trim().max(120, RECOVERY_ERRORS.email).regex(EMAIL_PATTERN, RECOVERY_ERRORS.email);
const mobileNumber = z
  .string()
  .trim()
  .regex(/^\d{6,16}$/, RECOVERY_ERRORS.mobile);

/** `POST /wps/member/password/email`, form-encoded (spec 000 §3). */
export const recoveryEmailSchema = z.object({ username, email });
export type RecoveryEmailPayload = z.infer<typeof recoveryEmailSchema>;
/**
 * What the route itself accepts for the e-mail form: only lengths, with absent fields as ''. The
 * field rules above run after it, so a wrong account or address answers its own message.
 */
export const recoveryEmailBodySchema = z.object({ username: z.string().max(200).default(''), email: z.string().max(200).default('') });

/** `POST /wps/member/password/sms` (spec 000 §3: username, mobileNumber). */
export const recoverySmsSchema = z.object({
  username,
  mobileNumber,
  countryDialingCode: z.string().trim().max(5).optional(),
});
export type RecoverySmsPayload = z.infer<typeof recoverySmsSchema>;
/** The route's own check of the SMS request: lengths only, the field rules above answer the rest. */
export const recoverySmsBodySchema = sliderFieldsSchema.extend({
  username: z.string().max(200),
  mobileNumber: z.string().max(40),
  countryDialingCode: z.string().max(8).optional(),
});

type PasswordRule = { min: number; max: number; pattern: string };
const DEFAULT_RULE: PasswordRule = { min: 6, max: 12, pattern: '^[A-Za-z0-9]+$' };

/** The new password obeys the merchant's rule and equals its confirmation (same messages as a change). */
function withNewPassword<T extends z.ZodRawShape>(shape: T, rule: PasswordRule) {
  return z.object({ ...shape, newPassword: z.string().max(128), confirmNewPassword: z.string().max(128) }).superRefine((value, ctx) => {
    const { min, max, pattern } = rule;
    const v = value as { newPassword: string; confirmNewPassword: string };
    const p = v.newPassword;
    if (p.length < min || p.length > max || !testOperatorPattern(pattern, p))
      ctx.addIssue({ code: 'custom', message: 'in_password_incorrect', path: ['newPassword'] });
    else if (p !== v.confirmNewPassword) ctx.addIssue({ code: 'custom', message: 'in_confirmation_correct', path: ['confirmNewPassword'] });
  });
}

/** `POST /wps/member/password/verification`: the SMS code plus the new password. */
export function buildRecoveryVerificationSchema(rule: PasswordRule = DEFAULT_RULE) {
  return withNewPassword(
    {
      username,
      mobileNumber,
      countryDialingCode: z.string().trim().max(5).optional(),
      verificationCode: z.string().trim().min(1, RECOVERY_ERRORS.codeIncorrect).max(10, RECOVERY_ERRORS.codeIncorrect),
    },
    rule,
  );
}
export type RecoveryVerificationPayload = z.output<ReturnType<typeof buildRecoveryVerificationSchema>>;

/** `POST /wps/member/password/reset`: the e-mailed link's token plus the new password. */
export function buildResetByLinkSchema(rule: PasswordRule = DEFAULT_RULE) {
  return withNewPassword({ token: z.string().min(20, RECOVERY_ERRORS.linkInvalid).max(100, RECOVERY_ERRORS.linkInvalid) }, rule);
}
export type ResetByLinkPayload = z.output<ReturnType<typeof buildResetByLinkSchema>>;

/** The answer to a recovery request: identical whether or not the account exists. */
export const recoveryRequestResultSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type RecoveryRequestResult = z.infer<typeof recoveryRequestResultSchema>;
