import { Big } from '@arcadia/contract';
import type { LimitKind, LimitPeriod, SaferGamblingSettings } from '@arcadia/contract/safer-gambling';
import type { Tx } from '../../platform/db/client.js';
import { periodOf, startOfLocalDay } from './safer-gambling.periods.js';
import type { LimitRow, MemberRow, SaferGamblingRepository } from './safer-gambling.repository.js';
import { countableGap, secondsIn, splitByPeriods, type TimeShare } from './safer-gambling.time.js';

const TIME = 'session_time';
/** What a merchant has before an operator sets anything (the reward centre's default zone too). */
export const SAFER_GAMBLING_DEFAULTS = { timeZone: 'Asia/Shanghai', realityCheckMinutes: 60 } as const;
/** Approved and pending deposits since an instant but the request under `exceptKey` (the cashier's port). */
type DepositsSince = (merchantId: number, memberId: number, since: Date, exceptKey: string, tx?: Tx) => Promise<string>;

/**
 * What the bet gate answers: the member's row as locked in the bet's transaction `tx`. The lock is
 * held until that transaction ends and only the bet's own `record` writes the row, so `record` may
 * use it instead of reading it again.
 */
export type BetGate = { readonly tx: Tx; readonly member: MemberRow };

/** The gate's row, only if it was locked in this very transaction for this member (then it is current). */
export const heldRow = (gate: BetGate | undefined, tx: Tx, merchantId: number, memberId: number): MemberRow | undefined =>
  gate && gate.tx === tx && gate.member.merchantId === merchantId && gate.member.memberId === memberId ? gate.member : undefined;

/** Play time shares as usage rows (no stakes or wins). */
export const timeRows = (shares: TimeShare[]) =>
  shares.map((x) => ({ period: x.period, periodStart: x.start, staked: '0', won: '0', seconds: x.seconds }));

/** What a member has used of each limit in a period, read for the overview and the gates alike. */
export class SaferGamblingUsage {
  constructor(
    private readonly repo: SaferGamblingRepository,
    private readonly depositsSince: DepositsSince,
    /** The merchant's settings as the gates count with them (cached; `q`: an open transaction). */
    private readonly settingsOf: (merchantId: number, q?: Tx) => Promise<SaferGamblingSettings>,
  ) {}

  async settings(merchantId: number, q?: Tx) {
    const s = await this.settingsOf(merchantId, q);
    return { timeZone: s.timeZone, realityCheck: s.realityCheckDefault as number };
  }

  /**
   * Counted in this period: deposits from the cashier; stakes, or stakes less wins, from our own
   * totals; play time in seconds, with the not yet written time since the last activity (`pending`).
   */
  async used(
    merchantId: number,
    memberId: number,
    kind: LimitKind,
    period: LimitPeriod,
    start: string,
    zone: string,
    q?: Tx,
    depositKey = '',
    pending: TimeShare[] = [],
  ) {
    if (kind === 'deposit') return new Big(await this.depositsSince(merchantId, memberId, startOfLocalDay(start, zone), depositKey, q));
    const u = await this.repo.usage(merchantId, memberId, period, start, q);
    if (kind === TIME) return new Big((u?.seconds ?? 0) + secondsIn(pending, period, start));
    if (!u) return new Big(0);
    return kind === 'wager' ? new Big(u.staked) : new Big(u.staked).minus(u.won);
  }

  /** Play time since the member's last counted activity, split by period; empty after a sign-out or a break. */
  pendingTime(member: MemberRow | null, now: Date, zone: string): TimeShare[] {
    const activeAt = member?.activeAt ?? null;
    return countableGap(activeAt, now) > 0 ? splitByPeriods(activeAt!, now, zone) : [];
  }

  /** When a play-time limit's period is used up: the end of the last such period (the refusal names it). */
  async timeUsedUp(q: Tx | undefined, merchantId: number, memberId: number, limits: LimitRow[], member: MemberRow | null, now: Date) {
    const { timeZone } = await this.settings(merchantId, q);
    const pending = this.pendingTime(member, now, timeZone);
    let until: Date | null = null;
    let period: LimitPeriod = 'day';
    for (const l of limits) {
      const { start, next } = periodOf(l.period as LimitPeriod, now, timeZone);
      const seconds = await this.used(merchantId, memberId, TIME, l.period as LimitPeriod, start, timeZone, q, '', pending);
      const ends = startOfLocalDay(next, timeZone);
      if (seconds.gte(new Big(l.amount!).times(60)) && (!until || ends > until)) {
        until = ends;
        period = l.period as LimitPeriod;
      }
    }
    // `period`: the used-up limit that binds longest, for the refusals report.
    if (until) return { until: until.toISOString(), period };
    return null;
  }
}
