import { Big } from '@arcadia/contract';
import type { RewardCentreSettings } from '@arcadia/contract/reward-centre';

/**
 * What one member can receive under the reward centre's rules, by section (ADR 045): a whole
 * sign-in streak cycle, both newbie bonuses, one rescue period's cap. A switched-off section pays
 * nothing.
 */
const sections = (s: RewardCentreSettings) => ({
  signIn: s.signIn.enabled ? s.signIn.amounts.reduce((sum, a) => sum.plus(a), new Big(0)) : new Big(0),
  newbie: [s.newbie.firstDeposit, s.newbie.firstBet].reduce((sum, b) => (b.enabled ? sum.plus(b.amount) : sum), new Big(0)),
  rescue: s.rescue.enabled ? new Big(s.rescue.maxBonus) : new Big(0),
});

/**
 * The amount a change of the rules puts before the payout gate: '0' when it raises nothing a
 * member can get (lowering applies at once), otherwise all one member can get under the new rules.
 * A higher rescue rate counts as a raise though its cap bounds it: more members reach the cap.
 */
export function raisedExposure(before: RewardCentreSettings, after: RewardCentreSettings): string {
  const was = sections(before);
  const now = sections(after);
  const rateUp = after.rescue.enabled && new Big(after.rescue.rate).gt(before.rescue.enabled ? before.rescue.rate : 0);
  const raises = now.signIn.gt(was.signIn) || now.newbie.gt(was.newbie) || now.rescue.gt(was.rescue) || rateUp;
  return raises ? now.signIn.plus(now.newbie).plus(now.rescue).toFixed(4) : '0';
}
