import { z } from 'zod';

/*
 * Promo codes (spec 000 §7 "promo-code enabled", 001 §6; docs/adr/058). A leaf module: the register
 * form and the reward centre load these schemas without the rest of the promotions contract.
 */

export const PROMO_CODE_ERRORS = {
  /** Unknown, switched off, or not yet started: the visitor learns nothing more about which. */
  invalid: 'promo_code_invalid',
  expired: 'promo_code_expired',
  exhausted: 'promo_code_exhausted',
  alreadyRedeemed: 'promo_code_redeemed',
  /** An operator asked for a code this merchant already has (codes compare case-insensitively). */
  taken: 'promo_code_taken',
  windowInvalid: 'promo_code_window_invalid',
} as const;
export type PromoCodeError = (typeof PROMO_CODE_ERRORS)[keyof typeof PROMO_CODE_ERRORS];

/** Letters, digits, dash and underscore; stored and compared upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const promoCodeSchema = z
  .string()
  .trim()
  .regex(PROMO_CODE_PATTERN, PROMO_CODE_ERRORS.invalid)
  .transform((s) => s.toUpperCase());

const money = z.string().regex(/^\d{1,20}(\.\d{1,4})?$/, 'amount_invalid');
const positiveMoney = money.refine((v) => Number(v) > 0, 'amount_invalid');

/** What an operator creates. The terms never change afterwards (only on/off): a new deal is a new code. */
export const promoCodeInputSchema = z.object({
  code: promoCodeSchema,
  /** Credited to the main wallet through the wallet service on redemption. */
  bonus: positiveMoney,
  /** Wagering requirement as a multiple of the bonus, counted like a reward application's. */
  turnoverMultiplier: z.number().int().min(0).max(100).default(1),
  /** Total redemptions across all members; null = no limit (then creating always needs a second operator). */
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  enabled: z.boolean().default(true),
  /** Shown to operators only. */
  remarks: z.string().max(200).default(''),
});
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

export const opsPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bonus: z.string(),
  turnoverMultiplier: z.number().int(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  remarks: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type OpsPromoCode = z.infer<typeof opsPromoCodeSchema>;
/** Creating answers the code, or the request waiting for a second operator (ADR 045 / 058). */
export const promoCodeCreatedSchema = z.union([opsPromoCodeSchema, z.object({ pending: z.literal(true), approvalId: z.number().int() })]);
export const promoCodeToggleSchema = z.object({ enabled: z.boolean() });

/** `GET /wps/promotions/promo-codes/enabled` (spec 001 "promo-code enabled"). */
export const promoCodeEnabledSchema = z.object({ enabled: z.boolean() });

/** `GET /wps/promotions/promo-codes/check?code=`: the live check of the register form and reward centre. */
export const promoCodeCheckQuerySchema = z.object({ code: z.string().max(64) });
export const promoCodeCheckSchema = z.object({
  valid: z.boolean(),
  /** Why not (one of PROMO_CODE_ERRORS); null when valid. */
  errorCode: z.string().nullable(),
  /** Its localised text, for the field's message. */
  message: z.string().nullable(),
  bonus: z.string().nullable(),
  turnoverMultiplier: z.number().int().nullable(),
});
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;

export const promoCodeRedeemSchema = z.object({ code: z.string().max(64) });
export const promoCodeRedemptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bonus: z.string(),
  turnoverRequired: z.string(),
  redeemedAt: z.string(),
});
export type PromoCodeRedemption = z.infer<typeof promoCodeRedemptionSchema>;
