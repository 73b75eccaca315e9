import { z } from 'zod';

/** isAgent codes of spec 000 §6. */
export const ACCOUNT_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const REAL_ACCOUNT_TYPES: readonly number[] = [0, 1, 2];
export const RESTRICTED_ACCOUNT_TYPES: readonly number[] = [4, 40, 41, 42];
export const AGENT_MENU_TYPES: readonly number[] = [1, 2, 41, 42];
export const isRestricted = (type: number) => RESTRICTED_ACCOUNT_TYPES.includes(type);

export const clubLabelSchema = z.object({
  labelId: z.number().int(),
  labelName: z.string(),
  color: z.string(),
  type: z.string(),
  rankLevel: z.number().int(),
});

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  lastLogin: z.string().nullable(),
  toUpline: z.number().int(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(z.object({ labelId: z.number().int(), labelName: z.string(), color: z.string() })),
  language: z.string(),
  icon: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

import { ACCOUNT_ERRORS } from './errors.js';

export { ACCOUNT_ERRORS };

/** The password a member gets when an operator or phone registration sets none (spec 000 §9 "{secret}"). */
export const DEFAULT_PASSWORD_MARKER = '{secret}';

export * from './change-password.js';

export const languageUpdateSchema = z.object({ language: z.enum(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']) });
export const iconSchema = z.object({ id: z.number().int(), url: z.string() });
export const DEFAULT_ICON_COUNT = 9;

/** Payment password (PAYMENTPASS3): 6 digits, asked before money leaves the account. */
export const PAYMENT_PASSWORD_RULE = { min: 6, max: 6, pattern: '^[0-9]+$' } as const;
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;
export const PAYMENT_PASSWORD_ERRORS = {
  pattern: 'payment_password_pattern',
  confirmation: ACCOUNT_ERRORS.confirmation,
  wrong: 'payment_password_incorrect',
  locked: 'payment_password_locked',
  notSet: 'payment_password_not_set',
  off: 'payment_password_disabled',
} as const;

/** Set or change: the login password proves who is asking; the new one twice. */
export const setPaymentPasswordSchema = z
  .object({
    loginPassword: z.string().min(1, ACCOUNT_ERRORS.wrongOldPassword).max(128),
    paymentPassword: z.string().max(32),
    confirmPaymentPassword: z.string().max(32),
  })
  .superRefine((v, ctx) => {
    const { min, max, pattern } = PAYMENT_PASSWORD_RULE;
    if (v.paymentPassword.length < min || v.paymentPassword.length > max || !new RegExp(pattern).test(v.paymentPassword))
      ctx.addIssue({ code: 'custom', message: PAYMENT_PASSWORD_ERRORS.pattern, path: ['paymentPassword'] });
    else if (v.paymentPassword !== v.confirmPaymentPassword)
      ctx.addIssue({ code: 'custom', message: PAYMENT_PASSWORD_ERRORS.confirmation, path: ['confirmPaymentPassword'] });
  });
export const paymentPasswordStatusSchema = z.object({ set: z.boolean(), lockedMinutes: z.number().int() });
