import { Big } from '@arcadia/contract';
import type {
  ComputationPeriod,
  ContractAction,
  ContractKind,
  ContractStatus,
  DailyTier,
  DividendTier,
  HourTier,
  RealtimeTier,
} from '@arcadia/contract/agents';

/**
 * Spec 001 §4 as a table. P (and E, for dividends) may be accepted (→ V) or rejected (→ R);
 * V may be terminated (→ C) or kept with the second button, which sends A (stays V). Expired
 * salary proposals are closed: their upline proposes again (ADR 018). Everything else is refused.
 */
export type Transition = { to: ContractStatus } | { error: 'transition' | 'expired' };
export function transition(kind: ContractKind, status: ContractStatus, action: ContractAction): Transition {
  const pending = status === 'P' || (status === 'E' && kind === 'DIVIDEND');
  if (pending && action === 'A') return { to: 'V' };
  if (pending && action === 'R') return { to: 'R' };
  if (status === 'E') return { error: action === 'C' ? 'transition' : 'expired' };
  if (status === 'V' && action === 'C') return { to: 'C' };
  if (status === 'V' && action === 'A') return { to: 'V' };
  return { error: 'transition' };
}

/** The stored status as shown: a pending proposal past its expiry is E. */
export const shownStatus = (status: string, expiresAt: Date, now: Date): ContractStatus =>
  (status === 'P' && expiresAt.getTime() <= now.getTime() ? 'E' : status) as ContractStatus;

// ---- Periods (UTC; ADR 018) ----
const DAY = 86_400_000;
const HOUR = 3_600_000;
export const startOfHour = (t: Date) => new Date(Math.floor(t.getTime() / HOUR) * HOUR);
export const startOfDay = (t: Date) => new Date(Math.floor(t.getTime() / DAY) * DAY);

/** The period of a kind (and dividend computation period) that contains `t`. */
export function periodOf(kind: ContractKind, computation: ComputationPeriod | null, t: Date): { start: Date; end: Date } {
  if (kind === 'HOURLY' || kind === 'REALTIME') {
    const start = startOfHour(t);
    return { start, end: new Date(start.getTime() + HOUR) };
  }
  const day = startOfDay(t);
  if (kind === 'DAILY' || computation === 'DAILY' || computation === null) return { start: day, end: new Date(day.getTime() + DAY) };
  if (computation === 'WEEKLY') {
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
    return { start: monday, end: new Date(monday.getTime() + 7 * DAY) };
  }
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  if (computation === 'HALF_MONTH') {
    return day.getUTCDate() <= 15
      ? { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m, 16)) }
      : { start: new Date(Date.UTC(y, m, 16)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

/** Every whole period from the one containing `from` that has ended by `now`, oldest first. */
export function endedPeriods(kind: ContractKind, computation: ComputationPeriod | null, from: Date, now: Date) {
  const out: { start: Date; end: Date }[] = [];
  for (let p = periodOf(kind, computation, from); p.end.getTime() <= now.getTime(); p = periodOf(kind, computation, p.end)) out.push(p);
  return out;
}

// ---- Amounts (big.js; the best matching tier pays) ----
const pct = (base: Big, rate: string | number) => base.times(rate).div(100);
const best = (amounts: Big[]) => amounts.reduce((a, b) => (b.gt(a) ? b : a), new Big(0)).round(4, Big.roundHalfUp);

/** Daily or hourly salary: tiers met by the team's bet volume and active members. */
export function salaryAmount(tiers: (DailyTier | HourTier)[], teamBet: string, active: number): Big {
  const bet = new Big(teamBet);
  return best(
    tiers
      .filter((t) => bet.gte('betVolume' in t ? t.betVolume : t.minimumBet) && active >= t.activeMember)
      .map((t) => (t.rateType === 'P' ? pct(bet, t.rate) : new Big(t.rate))),
  );
}

/** Dividend: the team's net loss times the best met tier's whole-percent rate (nothing on a team win). */
export function dividendAmount(tiers: DividendTier[], teamBet: string, teamNetLoss: string, activeOf: (minimumBet: string) => number): Big {
  const loss = new Big(teamNetLoss);
  if (loss.lte(0)) return new Big(0);
  return best(
    tiers
      .filter(
        (t) =>
          loss.gte(t.netLoss) &&
          activeOf(t.minimumBet) >= t.activeMember &&
          (t.periodicTotalBetRequired === 'N' || new Big(teamBet).gte(t.periodicTotalBet)),
      )
      .map((t) => pct(loss, t.contractRate)),
  );
}

/** Real-time salary per member result: lossRate of a member's loss, winRate of the stake when they won. */
export function realtimeAmount(tiers: RealtimeTier[], bet: string, win: string): Big {
  const stake = new Big(bet);
  const loss = stake.minus(win);
  const met = tiers.filter((t) => stake.gt(0) && stake.gte(t.betAmount));
  return best(met.map((t) => (loss.gt(0) ? pct(loss, t.lossRate) : pct(stake, t.winRate))));
}
