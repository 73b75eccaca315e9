import { z } from 'zod';
import { sliderFieldsSchema } from '../captcha/slider/fields.js';

/** Spec 000 §3: E e-mail, G authenticator app, S SMS, P payee name. */
export const TWO_FACTOR_METHODS = ['P', 'S', 'G', 'E'] as const;
export const twoFactorMethodSchema = z.enum(TWO_FACTOR_METHODS);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;
/** `POST /wps/v2/member/twoFactor/:method/remove` */
export const twoFactorMethodParamsSchema = z.object({ method: twoFactorMethodSchema });

export const TWO_FACTOR_ERRORS = {
  /** Spec 000 §4 flow 4: login answers this; the value carries the methods. */
  required: 'login_verify_required',
  passed: 'login_2fa_pass',
  codeIncorrect: 'two_factor_code_incorrect',
  payeeIncorrect: 'two_factor_payee_incorrect',
  contactMismatch: 'two_factor_contact_mismatch',
  methodUnavailable: 'two_factor_method_unavailable',
  locked: 'two_factor_locked',
  notPending: 'two_factor_not_pending',
  fieldRequired: 'two_factor_field_required',
  challengeExpired: 'two_factor_challenge_expired',
} as const;

/** Wrong second factors in a row before the member's second factor locks for a while. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;
/** E-mail and SMS codes for the second factor live this long. */
export const TWO_FACTOR_CODE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** The login challenge (issued with login_verify_required) that lets the modal request codes. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;

/** The value of the login_verify_required failure. */
export const verifyRequiredSchema = z.object({
  methods: z.array(twoFactorMethodSchema).min(1),
  challenge: z.string(),
  captcha: z.boolean(),
});
export type VerifyRequired = z.infer<typeof verifyRequiredSchema>;

const code = z.string().trim().max(16);

/**
 * `POST /wps/session/login/verification` (spec 000 §3 two-factor payload), encrypted. The field
 * the method needs must be filled (spec 000 §5), else its path names the field to highlight.
 */
export const twoFactorLoginSchema = z
  .object({
    /**
     * The first factor: the challenge issued with login_verify_required (what the web sends), or
     * the spec's username + password again (then the login's own brute-force counters apply).
     */
    challenge: z.string().max(100).optional(),
    username: z.string().trim().max(64).default(''),
    password: z.string().max(128).default(''),
    captcha: z.string().max(10).optional(),
    type: z.enum(['username', 'sms']).default('username'),
    /** A mobile-number login's identity (mobileNum below is the SMS tab's number). */
    countryDialingCode: z.string().max(5).optional(),
    loginMobileNum: z.string().trim().max(20).optional(),
    mobileNum: z.string().trim().max(20).optional(),
    method: twoFactorMethodSchema,
    email: z.string().trim().max(120).optional(),
    authCode: code.optional(),
    verificationCode: code.optional(),
    payeeName: z.string().trim().max(60).optional(),
    firebaseIdToken: z.string().max(4096).optional(),
  })
  .superRefine((v, ctx) => {
    const need = (field: 'email' | 'authCode' | 'mobileNum' | 'verificationCode' | 'payeeName') => {
      if (!v[field]) ctx.addIssue({ code: 'custom', message: TWO_FACTOR_ERRORS.fieldRequired, path: [field] });
    };
    if (v.method === 'E') {
      need('email');
      need('verificationCode');
    } else if (v.method === 'G') need('authCode');
    else if (v.method === 'S') {
      need('mobileNum');
      need('verificationCode');
    } else need('payeeName');
  });
export type TwoFactorLoginPayload = z.output<typeof twoFactorLoginSchema>;
/** The mobile number typed in the modal's SMS tab (not a mobile login). */
export type TwoFactorField = 'email' | 'authCode' | 'mobileNum' | 'verificationCode' | 'payeeName';

/** The value of a failed second factor: the input to highlight and focus (spec 000 §4 flow 4). */
export const fieldFailureSchema = z.object({ field: z.string() });

/** `POST /wps/session/login/verification/code`: an SMS or e-mail code for the login modal. */
/**
 * When the merchant asks the slider before codes, an SMS code (method S) is sent only after the slider, whose pass the request
 * carries in `slider` (ADR 057): nested, because `challenge` here is the two-factor login's own.
 */
export const loginCodeRequestSchema = z.object({
  slider: sliderFieldsSchema.optional(),
  challenge: z.string().min(20).max(100),
  method: z.enum(['S', 'E']),
  mobileNum: z.string().trim().max(20).optional(),
  email: z.string().trim().max(120).optional(),
});
/** The countdown ends at expirationTime (epoch ms), spec 000 §9. */
export const codeSentSchema = z.object({ expirationTime: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** `GET /wps/v2/member/securityConfig`. */
export const securityConfigSchema = z.object({
  /** Methods the merchant requires at login (the member verifies with any one of them they have). */
  required: z.array(twoFactorMethodSchema),
  methods: z.object({
    G: z.object({ enrolled: z.boolean(), recoveryCodesLeft: z.number().int() }),
    E: z.object({ enrolled: z.boolean(), email: z.string().nullable() }),
    S: z.object({ enrolled: z.boolean(), mobile: z.string().nullable() }),
    P: z.object({ enrolled: z.boolean() }),
  }),
  /** Whether the next login asks for a second factor. */
  loginVerification: z.boolean(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpConfirmSchema = z.object({
  authCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_ERRORS.codeIncorrect),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const enrolEmailCodeSchema = z.object({
  email: z
    .string()
    .trim()
    .max(120)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'in_email_incorrect'),
});
export const enrolEmailSchema = enrolEmailCodeSchema.extend({ verificationCode: z.string().trim().min(1).max(10) });
export const enrolSmsCodeSchema = z.object({
  countryDialingCode: z.string().trim().max(5).optional(),
  mobileNum: z
    .string()
    .trim()
    .regex(/^\d{6,16}$/, 'br_enright_cphone'),
});
/** `POST …/twoFactor/sms/code`: the number, and the slider's pass when the merchant asks for one. */
export const enrolSmsCodeRequestSchema = enrolSmsCodeSchema.extend(sliderFieldsSchema.shape);
export const enrolSmsSchema = enrolSmsCodeSchema.extend({ verificationCode: z.string().trim().min(1).max(10) });
export const enrolPayeeSchema = z.object({ payeeName: z.string().trim().min(2, TWO_FACTOR_ERRORS.fieldRequired).max(60) });
/** Removing a method needs the login password again. */
export const removeMethodSchema = z.object({ password: z.string().min(1).max(128) });

/** Operator setting: which methods the merchant requires at login. */
export const twoFactorPolicyInputSchema = z.object({ required: z.array(twoFactorMethodSchema).max(4) });
