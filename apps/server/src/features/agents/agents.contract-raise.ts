import { Big } from '@arcadia/contract';
import type { ContractKind, DailyTier, DividendTier, HourTier, RealtimeTier } from '@arcadia/contract/agents';

type Tier = DividendTier | DailyTier | HourTier | RealtimeTier;
const gte = (a: Big.BigSource, b: Big.BigSource) => new Big(a).gte(b);
const max = (a: Big, ...rest: Big.BigSource[]) => rest.reduce<Big>((m, v) => (new Big(v).gt(m) ? new Big(v) : m), a);

/** A tier that can never pay (every rate 0) raises nothing. */
function paysNothing(kind: ContractKind, t: Tier): boolean {
  if (kind === 'DIVIDEND') return (t as DividendTier).contractRate === 0;
  if (kind === 'REALTIME') return new Big((t as RealtimeTier).lossRate).eq(0) && new Big((t as RealtimeTier).winRate).eq(0);
  return new Big((t as DailyTier | HourTier).rate).eq(0);
}

/**
 * True when the old tier `o` is met whenever the new tier `n` is, and then pays at least as much:
 * a period that would be paid by `n` is paid no less by the old contract (the best met tier pays,
 * agents.rules.ts). Conditions are thresholds (a larger one is harder to meet); the active members of
 * a dividend tier count members betting at least its minimumBet, so a lower minimum counts more.
 */
function covers(kind: ContractKind, o: Tier, n: Tier): boolean {
  if (kind === 'DIVIDEND') {
    const [a, b] = [o as DividendTier, n as DividendTier];
    return (
      a.contractRate >= b.contractRate &&
      gte(b.netLoss, a.netLoss) &&
      gte(b.minimumBet, a.minimumBet) &&
      b.activeMember >= a.activeMember &&
      (a.periodicTotalBetRequired === 'N' || (b.periodicTotalBetRequired === 'Y' && gte(b.periodicTotalBet, a.periodicTotalBet)))
    );
  }
  if (kind === 'REALTIME') {
    const [a, b] = [o as RealtimeTier, n as RealtimeTier];
    return gte(b.betAmount, a.betAmount) && gte(a.lossRate, b.lossRate) && gte(a.winRate, b.winRate);
  }
  const bar = (t: DailyTier | HourTier) => ('betVolume' in t ? t.betVolume : t.minimumBet);
  const [a, b] = [o as DailyTier | HourTier, n as DailyTier | HourTier];
  return a.rateType === b.rateType && gte(a.rate, b.rate) && gte(bar(b), bar(a)) && b.activeMember >= a.activeMember;
}

/**
 * What a house-funded contract raises over the one the agent had in that slot (ADR 045): the largest
 * percent rate and the largest fixed amount among new tiers that no old tier covers. Both zero when
 * the new contract pays no more than the old in any period (a cut, or the same terms again).
 */
export function contractRaise(kind: ContractKind, before: Tier[], after: Tier[]): { percent: Big; fixed: Big } {
  let percent = new Big(0);
  let fixed = new Big(0);
  for (const n of after) {
    if (paysNothing(kind, n) || before.some((o) => covers(kind, o, n))) continue;
    if (kind === 'DIVIDEND') percent = max(percent, (n as DividendTier).contractRate);
    else if (kind === 'REALTIME') percent = max(percent, (n as RealtimeTier).lossRate, (n as RealtimeTier).winRate);
    else if ((n as DailyTier).rateType === 'P') percent = max(percent, (n as DailyTier).rate);
    else fixed = max(fixed, (n as DailyTier).rate);
  }
  return { percent, fixed };
}

/** The tiers in a line the approver reads (the request's reason). */
export function describeTiers(kind: ContractKind, tiers: Tier[]): string {
  return tiers
    .map((t) => {
      if (kind === 'DIVIDEND') return `${(t as DividendTier).contractRate}% of loss ≥ ${new Big((t as DividendTier).netLoss).toString()}`;
      if (kind === 'REALTIME') {
        const r = t as RealtimeTier;
        return `loss ${r.lossRate}% / win ${r.winRate}% from ${new Big(r.betAmount).toString()}`;
      }
      const s = t as DailyTier | HourTier;
      return `${new Big(s.rate).toString()}${s.rateType === 'P' ? '%' : ''} at ${new Big('betVolume' in s ? s.betVolume : s.minimumBet).toString()}`;
    })
    .join('; ');
}
