import { z } from 'zod';

/** Spec 000 §3 registration field rule. `acceptedPattern` '*' means any value. */
export const registerRuleSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  type: z.string(),
  acceptedPattern: z.string(),
  patternId: z.string().nullable(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  updateRequired: z.boolean(),
  message: z.string().nullable(),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

/** Saving a rule whose pattern cannot be run in linear time, or that backtracks catastrophically (ADR 038). */
export const REGISTER_RULE_ERRORS = { patternUnsafe: 'register_pattern_unsafe' } as const;

const rule = (r: Partial<RegisterRule> & Pick<RegisterRule, 'key'>): RegisterRule => ({
  enabled: false,
  required: false,
  type: 'text',
  acceptedPattern: '*',
  patternId: null,
  minLength: 0,
  maxLength: 64,
  updateRequired: false,
  message: null,
  ...r,
});

/**
 * Rules a merchant gets when it configures none. Lengths and patterns are the spec 000 §5
 * defaults (username 6-13 letters/digits, password 6-12 letters and digits, mobile 10-16
 * digits); the optional contact fields stay off, since their defaults are "not shown".
 */
export const DEFAULT_REGISTER_RULES: readonly RegisterRule[] = [
  rule({
    key: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 'alnum',
    minLength: 6,
    maxLength: 13,
  }),
  rule({
    key: 'password',
    enabled: true,
    required: true,
    type: 'password',
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: 'alnum',
    minLength: 6,
    maxLength: 12,
  }),
  rule({
    key: 'mobileNum',
    enabled: true,
    required: true,
    type: 'tel',
    acceptedPattern: '^[0-9]+$',
    patternId: 'digits',
    minLength: 10,
    maxLength: 16,
  }),
  rule({ key: 'nickname', enabled: true, required: false, minLength: 0, maxLength: 20 }),
  rule({ key: 'email', type: 'email', acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternId: 'email', maxLength: 100 }),
  rule({ key: 'payeeName', maxLength: 50 }),
  rule({ key: 'paymentPassword', type: 'password', acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 6, maxLength: 6 }),
  rule({ key: 'qqNum', acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 5, maxLength: 12 }),
  rule({ key: 'line', maxLength: 50 }),
  rule({ key: 'facebook', maxLength: 100 }),
  rule({ key: 'whatsapp', type: 'tel', acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 6, maxLength: 16 }),
  rule({ key: 'idNumber', maxLength: 30 }),
];
