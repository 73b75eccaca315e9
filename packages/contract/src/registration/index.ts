import { z } from 'zod';
import { sliderFieldsSchema } from '../captcha/slider/fields.js';
import { encryptedBodyWithin } from '../common/encrypted.js';
import { isMixedScript } from '../common/scripts.js';
import { testOperatorPattern } from '../lib/operator-pattern.js';
import { loginResultSchema } from '../session/index.js';
import type { Whitelabel } from '../system/flags.js';
import type { RegisterRule } from '../system/register-rules.js';

export * from './agreement.js';

/** Message keys of spec 000 §5/§8; the web translates them, the server localises them. */
export const REGISTER_ERRORS = {
  phone: 'br_enright_cphone',
  password: 'in_password_incorrect',
  confirmation: 'in_confirmation_correct',
  information: 'in_please_information',
  agreed: 'in_register_agreed',
  // not named by the specs
  closed: 'register_closed',
  usernameTaken: 'register_username_taken',
  /** A username or nickname mixing scripts, e.g. a Cyrillic "р" in "рlayer01" (TR39, common/scripts.ts). */
  mixedScript: 'register_mixed_script',
  mobileTaken: 'register_mobile_taken',
  smsCode: 'sms_code_incorrect',
  captcha: 'captcha_incorrect',
  affiliate: 'affiliate_not_found',
  noDefaultPassword: 'register_default_password_missing',
} as const;

export const REGISTER_MODES = ['username', 'mobile'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

/**
 * The encrypted register body: twice the usual ceiling, since a registration may carry a Firebase
 * ID token of up to 8,192 characters besides the merchant's other fields.
 */
export const registerEncryptedBodySchema = encryptedBodyWithin(16384);

/** What decides the shape of the form besides the field rules; all of it comes from the merchant's flags. */
export type RegisterOptions = {
  mode: RegisterMode;
  /** MOBILENUMPASSREG3: phone registration asks for a password. */
  passwordOnMobile: boolean;
  /** REGMOBVERF3: a mobile number is confirmed with an SMS code. */
  smsVerification: boolean;
  /** The image captcha (a merchant setting, on unless the operator turns it off). */
  captcha?: boolean;
};

/** The registration modes a merchant offers, username first (USERNAMEREG3, MOBILENUMREG3). */
export function registerModes(flags: Pick<Whitelabel, 'USERNAMEREG3' | 'MOBILENUMREG3'>): RegisterMode[] {
  return [...(flags.USERNAMEREG3 ? (['username'] as const) : []), ...(flags.MOBILENUMREG3 ? (['mobile'] as const) : [])];
}

export function registerOptions(
  flags: Pick<Whitelabel, 'MOBILENUMPASSREG3' | 'REGMOBVERF3'>,
  mode: RegisterMode,
  captcha = true,
): RegisterOptions {
  return { mode, passwordOnMobile: flags.MOBILENUMPASSREG3, smsVerification: flags.REGMOBVERF3, captcha };
}

/** Optional contact fields, in the order the form shows them after the identity fields. */
export const REGISTER_EXTRA_KEYS = [
  'nickname',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'email',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
] as const;
export type RegisterExtraKey = (typeof REGISTER_EXTRA_KEYS)[number];

/** One input of the form, in display order. */
export type RegisterField = { key: string; rule: RegisterRule | null; required: boolean };

// Linear time on anonymous input; a broken or unsafe stored pattern fails the value (ADR 038).
const safeTest = (pattern: string, value: string) => testOperatorPattern(pattern, value);

/** Spec 000 §5: a value is valid only if it matches its pattern ('*' = any) and its length. */
export const fitsRegisterRule = (rule: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>, value: string) =>
  value.length >= rule.minLength && value.length <= rule.maxLength && safeTest(rule.acceptedPattern, value);

/** Fallback rules when a merchant disabled or lacks a rule the mode still needs. */
const FALLBACK: Record<'username' | 'password' | 'mobileNum', RegisterRule> = {
  username: rule('username', '^[A-Za-z0-9]+$', 6, 13),
  password: rule('password', '^[A-Za-z0-9]+$', 6, 12),
  // Spec 000 §5: an 11-digit number is the fallback mobile rule.
  mobileNum: rule('mobileNum', '^[0-9]+$', 11, 11),
};
function rule(key: string, acceptedPattern: string, minLength: number, maxLength: number): RegisterRule {
  return {
    key,
    enabled: true,
    required: true,
    type: 'text',
    acceptedPattern,
    patternId: null,
    minLength,
    maxLength,
    updateRequired: false,
    message: null,
  };
}

/**
 * The inputs of the form in spec 000 §3 order: username, password (+ confirmation), mobileNum
 * (+ SMS code), nickname and the other enabled contact fields; rebateId is skipped. The captcha
 * and the agreement box come last and are not rule-driven.
 */
export function registerFields(rules: readonly RegisterRule[], opts: RegisterOptions): RegisterField[] {
  const byKey = new Map(rules.map((r) => [r.key, r]));
  const enabled = (key: string) => {
    const r = byKey.get(key);
    return r?.enabled ? r : null;
  };
  const out: RegisterField[] = [];
  if (opts.mode === 'username') out.push({ key: 'username', rule: enabled('username') ?? FALLBACK.username, required: true });
  const wantsPassword = opts.mode === 'username' || opts.passwordOnMobile;
  if (wantsPassword) {
    out.push({ key: 'password', rule: enabled('password') ?? FALLBACK.password, required: true });
    out.push({ key: 'confirmPassword', rule: null, required: true });
  }
  const mobile = enabled('mobileNum');
  if (opts.mode === 'mobile' || mobile) {
    const required = opts.mode === 'mobile' || !!mobile?.required;
    out.push({ key: 'mobileNum', rule: mobile ?? FALLBACK.mobileNum, required });
    if (opts.smsVerification) out.push({ key: 'verificationCode', rule: null, required });
  }
  for (const key of REGISTER_EXTRA_KEYS) {
    const r = enabled(key);
    if (r) out.push({ key, rule: r, required: r.required });
  }
  return out;
}

const text = (max: number) => z.string().max(max).optional();

/** Every key the registration payload may carry (spec 000 §3), all optional at the shape level. */
export const registerPayloadShape = {
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  /** Older clients name the confirmation verifyPwd. */
  verifyPwd: text(128),
  countryDialingCode: text(5),
  mobileNum: text(32),
  verificationCode: text(16),
  /** The image text, or with GEETEST3 the slider's fields as JSON. */
  captcha: text(4096),
  affiliateCode: text(32),
  recommenderId: text(32),
  referralCode: text(32),
  /** Optional promo code (docs/adr/058): checked live by the form, redeemed once the member exists. */
  promoCode: text(64),
  domain: text(255),
  registerMethod: z.literal('WEB').optional(),
  registerUrl: text(1024),
  nickname: text(200),
  payeeName: text(200),
  paymentPassword: text(200),
  qqNum: text(200),
  email: text(200),
  line: text(200),
  facebook: text(200),
  whatsapp: text(200),
  idNumber: text(200),
  rebateId: text(64),
  /** The "I am of age and agree" box. */
  agreed: z.boolean().optional(),
  /** YYYY-MM-DD; required and age-checked where the merchant's KYC settings say so (docs/adr/066-kyc.md). */
  dateOfBirth: z.string().max(10).optional(),
  /** Set when a social sign-in asked to register (SSOMANUALREG3): the identity is bound to the new member. */
  firebaseChannel: text(16),
  firebaseIdToken: text(8192),
};

/**
 * The one rules engine: the zod schema of a registration for a merchant's rules and flags. The web
 * form validates with it (on blur and on submit) and the server parses with it, so they accept
 * and reject exactly the same registrations. Issues come in the order of spec 000 §5 (username,
 * mobile number, password, confirmation, SMS code, other fields, captcha, agreement), and the
 * first issue's message is the error code the server answers.
 */
export function buildRegisterSchema(rules: readonly RegisterRule[], opts: RegisterOptions) {
  const fields = registerFields(rules, opts);
  const has = (key: string) => fields.some((f) => f.key === key);
  return z
    .object(registerPayloadShape)
    .transform((v) => {
      const trim = (s: string | undefined) => (s ?? '').trim();
      return {
        ...v,
        username: opts.mode === 'username' ? trim(v.username) : '',
        mobileNum: trim(v.mobileNum).replace(/[\s-]/g, ''),
        countryDialingCode: trim(v.countryDialingCode).replace(/^\+/, ''),
        password: has('password') ? (v.password ?? '') : '',
        confirmPassword: v.confirmPassword ?? v.verifyPwd ?? '',
        verificationCode: trim(v.verificationCode),
        captcha: trim(v.captcha),
        affiliateCode: trim(v.affiliateCode),
        referralCode: trim(v.referralCode ?? v.recommenderId),
        promoCode: trim(v.promoCode),
        agreed: v.agreed === true,
        mode: opts.mode,
      };
    })
    .superRefine((v, ctx) => {
      const flagged = new Set<string>();
      const issue = (message: string, path: string) => {
        flagged.add(path);
        ctx.addIssue({ code: 'custom', message, path: [path] });
      };
      for (const f of [...fields].sort((a, b) => validationRank(a.key) - validationRank(b.key))) {
        const value = f.key === 'confirmPassword' ? v.confirmPassword : String((v as Record<string, unknown>)[f.key] ?? '');
        if (f.key === 'confirmPassword') {
          if (v.confirmPassword !== v.password) issue(REGISTER_ERRORS.confirmation, f.key);
          continue;
        }
        if (f.key === 'verificationCode') {
          const needed = f.required || v.mobileNum !== '';
          if (needed && value === '') issue(REGISTER_ERRORS.information, f.key);
          continue;
        }
        // A blank value passes unless required (spec 000 §5).
        if (value === '' && !f.required) continue;
        // A mobile number is digits only whatever its rule says (spec 000 §5).
        const digitsOk = f.key !== 'mobileNum' || /^[0-9]+$/.test(value);
        if (value === '' || !digitsOk || !fitsRegisterRule(f.rule!, value)) issue(messageFor(f.key), f.key);
      }
      // Names others see must not pose as someone else's, whatever the merchant's pattern allows.
      for (const key of ['username', 'nickname'] as const) {
        const value = (v[key] ?? '').trim();
        if (value && !flagged.has(key) && isMixedScript(value)) issue(REGISTER_ERRORS.mixedScript, key);
      }
      if (v.mobileNum !== '' && v.countryDialingCode !== '' && !/^[0-9]{1,3}$/.test(v.countryDialingCode))
        issue(REGISTER_ERRORS.phone, 'countryDialingCode');
      if (opts.captcha !== false && v.captcha === '') issue(REGISTER_ERRORS.information, 'captcha');
      if (!v.agreed) issue(REGISTER_ERRORS.agreed, 'agreed');
    });
}

/** Spec 000 §5 checks the mobile number before the password, although the form shows it after. */
const VALIDATION_ORDER = ['username', 'mobileNum', 'password', 'confirmPassword', 'verificationCode'];
const validationRank = (key: string) => {
  const i = VALIDATION_ORDER.indexOf(key);
  return i === -1 ? VALIDATION_ORDER.length : i;
};

const messageFor = (key: string) =>
  key === 'mobileNum' ? REGISTER_ERRORS.phone : key === 'password' ? REGISTER_ERRORS.password : REGISTER_ERRORS.information;

export type RegisterPayload = z.output<ReturnType<typeof buildRegisterSchema>>;
export type RegisterInput = z.input<ReturnType<typeof buildRegisterSchema>>;

/** Spec 000 §3 success value, plus the session of the automatic login. */
export const registerResultSchema = z.object({
  customerName: z.string(),
  profile: z.object({ mobileNo: z.string().nullable() }),
  /** True when phone registration set the merchant's default password: the member must change it. */
  defaultPassword: z.boolean(),
  login: loginResultSchema,
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** The auto-register payload of spec 000 §3 (social sign-in with FIREBASECREATEACC3). */
export const autoRegisterSchema = z.object({
  registerUrl: z.string().max(1024).optional(),
  registerMethod: z.literal('WEB').optional(),
  affiliateCode: z.string().max(32).optional(),
  domain: z.string().max(255).optional(),
  referralCode: z.string().max(32).optional(),
  firebaseChannel: z.string().max(16),
  firebaseIdToken: z.string().min(1).max(8192),
  login: z.boolean().optional(),
  smsTemplate: z.string().max(64).optional(),
});
export type AutoRegisterPayload = z.infer<typeof autoRegisterSchema>;

/** `POST /wps/verification/sms/register`; with GEETESTVCODE3 also the passed slider's fields (spec 000 §3). */
export const smsRegisterCodeRequestSchema = sliderFieldsSchema.extend({
  countryDialingCode: z.string().max(5).optional(),
  mobileNo: z.string().max(32),
});

/** Affiliate setting 0: a failed lookup hides the field and registration goes on; 1: the code must be valid. */
export const AFFILIATE_SETTINGS = [0, 1] as const;
export const affiliateLookupSchema = z.object({ affiliateCode: z.string().trim().min(1).max(32) });
export const affiliateResultSchema = z.object({
  affiliateCode: z.string(),
  affiliateSetting: z.number().int(),
});
export const affiliateFailureSchema = z.object({ affiliateSetting: z.number().int() });

/** `GET /wps/member/register/settings`: what the form needs beyond the field rules. */
export const registerSettingsSchema = z.object({
  modes: z.array(z.enum(REGISTER_MODES)),
  passwordOnMobile: z.boolean(),
  smsVerification: z.boolean(),
  affiliateSetting: z.number().int(),
  captcha: z.boolean(),
  agreement: z.array(z.string()),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** `GET /ops/merchants/:code/registration`: the settings with the agreement clauses of every language (ADR 026). */
export const opsRegistrationSettingsSchema = registerSettingsSchema.omit({ agreement: true }).extend({
  agreement: z.record(z.enum(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']), z.array(z.string())),
});
export type OpsRegistrationSettings = z.infer<typeof opsRegistrationSettingsSchema>;
