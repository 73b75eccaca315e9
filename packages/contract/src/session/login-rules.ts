import { z } from 'zod';

export type FieldRule = { min: number; max: number; pattern: string };
export type LoginRules = {
  username: FieldRule;
  password: FieldRule;
  code: FieldRule;
  mobile: FieldRule;
  countryDialingCode: FieldRule;
};

/** Spec 000 §5 login defaults, used when a merchant has no rule of its own. */
export const LOGIN_DEFAULTS: LoginRules = {
  code: { min: 1, max: 10, pattern: '^.+$' },
  username: { min: 6, max: 13, pattern: '^[A-Za-z0-9]+$' },
  password: { min: 6, max: 16, pattern: '^\\S+$' },
  mobile: { min: 10, max: 16, pattern: '^[0-9]+$' },
  countryDialingCode: { min: 1, max: 3, pattern: '^[0-9]+$' },
};

/** Validation failures carry the spec's message key; the web translates it, the server localises it. */
export const LOGIN_ERRORS = {
  credentials: 'in_incorrect_password',
  phone: 'br_enright_cphone',
} as const;

/**
 * A value fits a rule when its length is within bounds and it matches the pattern ('*' = any).
 * Only for the built-in LOGIN_DEFAULTS above, which no operator edits: their patterns are plain
 * character classes, so the native engine is linear on them. Operator-entered patterns go through
 * testOperatorPattern (ADR 038); keeping it off this path keeps the sign-in form, which the home
 * page loads, within the 200 KiB budget.
 */
export const fitsRule = (rule: FieldRule, value: string) =>
  value.length >= rule.min && value.length <= rule.max && (rule.pattern === '*' || new RegExp(rule.pattern).test(value));
const fits = fitsRule;

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;

/**
 * The login payload of spec 000 §3 with the §5 rules. One schema for the web form and the
 * server, so they accept and reject exactly the same input. Three shapes:
 * - type 'username' with username + password;
 * - mobile-number login: type 'username' with countryDialingCode + mobileNum + password;
 * - type 'sms' with the mobile number in username (or mobileNum) and the SMS code in password.
 */
export function buildLoginSchema() {
  const rules = LOGIN_DEFAULTS;
  return z
    .object({
      // Over-long values fail with the same spec message as any other bad value of the field.
      username: z
        .string()
        .max(64, LOGIN_ERRORS.credentials)
        .default('')
        .transform((v) => v.trim()),
      password: z.string().max(128, LOGIN_ERRORS.credentials).default(''),
      // The image text, or with GEETEST3 the slider's fields as JSON (a v4 validate object runs long).
      captcha: z.string().max(4096).optional(),
      type: z.enum(LOGIN_TYPES).default('username'),
      countryDialingCode: z.string().max(5, LOGIN_ERRORS.phone).optional(),
      mobileNum: z.string().max(20, LOGIN_ERRORS.phone).optional(),
      // Social sign-in (type 'firebase'), or a password login that binds a social identity.
      firebaseChannel: z.enum(['google', 'facebook', 'twitter', 'line', 'sms']).optional(),
      firebaseIdToken: z.string().max(8192).optional(),
      firebaseMobileNo: z.string().max(32).optional(),
    })
    .superRefine((v, ctx) => {
      const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      const cc = v.countryDialingCode?.trim().replace(/^\+/, '');
      if (cc && !fits(rules.countryDialingCode, cc)) issue(LOGIN_ERRORS.phone, 'countryDialingCode');
      if (v.type === 'firebase') {
        if (!v.firebaseChannel || !v.firebaseIdToken) issue(LOGIN_ERRORS.credentials, 'firebaseIdToken');
        return;
      }
      if (v.type === 'sms') {
        const phone = (v.mobileNum ?? v.username).trim();
        if (!fits(rules.mobile, phone)) issue(LOGIN_ERRORS.phone, v.mobileNum !== undefined ? 'mobileNum' : 'username');
        if (!fits(rules.code, v.password)) issue(LOGIN_ERRORS.credentials, 'password');
        return;
      }
      if (v.mobileNum !== undefined) {
        if (!fits(rules.mobile, v.mobileNum.trim())) issue(LOGIN_ERRORS.phone, 'mobileNum');
      } else if (!v.username || !fits(rules.username, v.username)) issue(LOGIN_ERRORS.credentials, 'username');
      if (!v.password || !fits(rules.password, v.password)) issue(LOGIN_ERRORS.credentials, 'password');
    });
}

export type LoginPayload = z.output<ReturnType<typeof buildLoginSchema>>;
export type LoginInput = z.input<ReturnType<typeof buildLoginSchema>>;
