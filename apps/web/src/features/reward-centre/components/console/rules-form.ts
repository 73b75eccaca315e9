import { type RewardCentreSettings, rewardCentreSettingsSchema } from '@arcadia/contract/reward-centre';
import { type Checked, check, plainAmount, toFraction, toPercent } from '../../../../lib/rule-forms';

export type RewardCentreForm = {
  timezone: string;
  signInEnabled: boolean;
  /** Day 1, 2, …: the streak cycle. */
  signInAmounts: string[];
  firstDepositEnabled: boolean;
  firstDeposit: string;
  firstBetEnabled: boolean;
  firstBet: string;
  rescueEnabled: boolean;
  rescuePeriod: 'DAY' | 'WEEK';
  rescueThreshold: string;
  /** Percent of the net loss. */
  rescueRate: string;
  rescueMax: string;
};

export const rewardCentreForm = (s: RewardCentreSettings): RewardCentreForm => ({
  timezone: s.timezone,
  signInEnabled: s.signIn.enabled,
  signInAmounts: s.signIn.amounts.map(plainAmount),
  firstDepositEnabled: s.newbie.firstDeposit.enabled,
  firstDeposit: plainAmount(s.newbie.firstDeposit.amount),
  firstBetEnabled: s.newbie.firstBet.enabled,
  firstBet: plainAmount(s.newbie.firstBet.amount),
  rescueEnabled: s.rescue.enabled,
  rescuePeriod: s.rescue.period,
  rescueThreshold: plainAmount(s.rescue.threshold),
  rescueRate: toPercent(s.rescue.rate),
  rescueMax: plainAmount(s.rescue.maxBonus),
});

/** The server refuses a zone the runtime does not know (`reward_timezone_invalid`); so does the page. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function checkRewardCentre(f: RewardCentreForm): Checked<RewardCentreSettings> {
  const checked = check(rewardCentreSettingsSchema, {
    timezone: f.timezone.trim(),
    signIn: { enabled: f.signInEnabled, amounts: f.signInAmounts.map((a) => a.trim()) },
    newbie: {
      firstDeposit: { enabled: f.firstDepositEnabled, amount: f.firstDeposit.trim() },
      firstBet: { enabled: f.firstBetEnabled, amount: f.firstBet.trim() },
    },
    rescue: {
      enabled: f.rescueEnabled,
      period: f.rescuePeriod,
      threshold: f.rescueThreshold.trim(),
      rate: toFraction(f.rescueRate),
      maxBonus: f.rescueMax.trim(),
    },
  });
  const zoneOk = f.timezone.trim() !== '' && knownZone(f.timezone.trim());
  if (checked.ok && zoneOk) return checked;
  const errors = checked.ok ? {} : { ...checked.errors };
  if (!zoneOk) errors.timezone = 'errors.timezone_invalid';
  return { ok: false, errors };
}
