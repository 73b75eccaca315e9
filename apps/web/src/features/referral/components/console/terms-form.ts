import { type ReferralSettings, referralSettingsSchema } from '@arcadia/contract/referral';
import { type Checked, check, plainAmount } from '../../../../lib/rule-forms';

/** The referral terms form (ADR 045): errors are keys of `referral/console`. */
export type ReferralForm = { enabled: boolean; reward: string; minDeposit: string };

export const referralForm = (s: ReferralSettings): ReferralForm => ({
  enabled: s.enabled,
  reward: plainAmount(s.reward),
  minDeposit: plainAmount(s.minDeposit),
});

export const checkReferral = (f: ReferralForm): Checked<ReferralSettings> =>
  check(referralSettingsSchema, { enabled: f.enabled, reward: f.reward.trim(), minDeposit: f.minDeposit.trim() });
