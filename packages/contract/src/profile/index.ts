import { z } from 'zod';
import { sliderFieldsSchema } from '../captcha/slider/fields.js';
import { isMixedScript } from '../common/scripts.js';

/** Avatar (spec 000 §3): STATIC is one of the default icons by id; other types carry an image URL. */
export const AVATAR_TYPES = ['STATIC', 'CUSTOM', 'VIP'] as const;
export const avatarSchema = z.object({ avatarType: z.string(), avatar: z.string() });
export type Avatar = z.infer<typeof avatarSchema>;
/** A member picks only among the default icons; other types are set by operators. */
export const setAvatarSchema = z.object({ avatarType: z.literal('STATIC'), avatar: z.string().regex(/^[1-9][0-9]?$/) });

export const NICKNAME_MAX = 20;
export const PROFILE_ERRORS = {
  nickname: 'profile_nickname_invalid',
  /** Letters of two scripts that pose as one (TR39 mixed-script), e.g. Latin with Cyrillic. */
  nicknameMixedScript: 'profile_nickname_mixed_script',
  avatar: 'profile_avatar_invalid',
  mobileInUse: 'profile_mobile_in_use',
  mobileSame: 'profile_mobile_same',
  email: 'profile_email_invalid',
  emailInUse: 'profile_email_in_use',
  codeIncorrect: 'sms_code_incorrect',
  phone: 'br_enright_cphone',
} as const;

/** Letters, digits, spaces and common marks in any script; no control or markup characters. */
export const setNicknameSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, PROFILE_ERRORS.nickname)
    .max(NICKNAME_MAX, PROFILE_ERRORS.nickname)
    .regex(/^[\p{L}\p{N}\p{M} _.\-·]+$/u, PROFILE_ERRORS.nickname)
    .refine((v) => !isMixedScript(v), PROFILE_ERRORS.nicknameMixedScript),
});

/** One condition toward the next VIP level. Amounts are decimal strings (money rules). */
export const rankConditionSchema = z.object({ key: z.string(), current: z.string(), target: z.string(), completed: z.boolean() });
/** getPlayerRankProgress (spec 000 §3/§7): completed vs expected conditions toward `nextLabel`. */
export const rankProgressSchema = z.object({
  labelId: z.number().int().nullable(),
  rankLevel: z.number().int(),
  completedConditions: z.number().int(),
  totalExpectedConditions: z.number().int(),
  nextLabel: z.object({ labelId: z.number().int(), labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  conditions: z.array(rankConditionSchema),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

/** `GET /wps/v2/member/securityOverview`: what the security centre shows, masked. */
export const securityConfigSchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  paymentPasswordSet: z.boolean(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

const mobileSchema = z.object({
  countryDialingCode: z.string().max(5).optional(),
  mobileNum: z.string().max(20),
});
/** `POST /wps/member/mobile/code`: the number, and the slider's pass when the merchant asks for one (ADR 057). */
export const mobileCodeRequestSchema = mobileSchema.extend(sliderFieldsSchema.shape);
export const bindMobileSchema = mobileSchema.extend({
  verificationCode: z.string().regex(/^[0-9]{4,8}$/, PROFILE_ERRORS.codeIncorrect),
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailCodeRequestSchema = z.object({ email: z.string().trim().max(254).regex(EMAIL_PATTERN, PROFILE_ERRORS.email) });
export const bindEmailSchema = emailCodeRequestSchema.extend({
  verificationCode: z.string().regex(/^[0-9]{4,8}$/, PROFILE_ERRORS.codeIncorrect),
});

export const maskMobile = (cc: string | null, n: string) => `${cc ? `+${cc} ` : ''}${n.slice(0, 3)}****${n.slice(-4)}`;
export const maskEmail = (e: string) => {
  const [user = '', domain = ''] = e.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
};
