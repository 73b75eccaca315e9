import { z } from 'zod';
import { payoutPendingSchema } from '../finance/index.js';
import { amountSchema } from '../wallet/index.js';

export const REFERRAL_ERRORS = {
  disabled: 'referral_disabled',
} as const;

const money = z.string().regex(/^\d{1,20}(\.\d{1,4})?$/, 'amount_invalid');

/** Operator settings: the referrer's reward when a referred member's first deposit reaches `minDeposit`. */
export const referralSettingsSchema = z.object({ enabled: z.boolean(), reward: money, minDeposit: money });
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;
/** What saving answers: the terms in force, or the request waiting for a second operator (ADR 045). */
export const referralSettingsSavedSchema = z.union([referralSettingsSchema, payoutPendingSchema]);

/** `GET /wps/referral/enabled`: the referral promotion is on (member-centre menu, spec 000 §6). */
export const referralEnabledSchema = z.object({ enabled: z.boolean() });

/** The member's referral page (spec 000 §6 referral): their code, the members they brought, rewards. */
export const referralSchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  reward: amountSchema,
  minDeposit: amountSchema,
  totalReward: amountSchema,
  members: z.array(
    z.object({
      /** Masked account name: the referrer sees who joined, not the full login name. */
      account: z.string(),
      joinedAt: z.string(),
      rewarded: z.boolean(),
      reward: amountSchema.nullable(),
    }),
  ),
});
export type Referral = z.infer<typeof referralSchema>;
