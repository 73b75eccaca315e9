import { Big } from '@arcadia/contract';
import type { LimitKind, LimitPeriod } from '@arcadia/contract/safer-gambling';
import type { Tx } from '../../platform/db/client.js';
import { periodOf, startOfLocalDay } from './safer-gambling.periods.js';
import type { LimitRow, MemberRow, SaferGamblingRepository } from './safer-gambling.repository.js';
import { countableGap, secondsIn, splitByPeriods, type TimeShare } from './safer-gambling.time.js';

const TIME = 'session_time';
/** What a merchant has before an operator sets anything (the reward centre's default zone too). */
export const SAFER_GAMBLING_DEFAULTS = { timeZone: 'Asia/Shanghai', realityCheckMinutes: 60 } as const;
/** Approved and pending deposits since an instant but the request under `exceptKey` (the cashier's port). */
type DepositsSince = (merchantId: number, memberId: number, since: Date, exceptKey: string, tx?: Tx) => Promise<string>;

/** What a member has used of each limit in a period, read for the overview and the gates alike. */
export class SaferGamblingUsage {
  constructor(
    private readonly repo: SaferGamblingRepository,
    private readonly depositsSince: DepositsSince,
  ) {}

  async settings(merchantId: number, q?: Tx) {
    const s = await this.repo.settings(merchantId, q);
    return {
      timeZone: s?.timeZone ?? SAFER_GAMBLING_DEFAULTS.timeZone,
      realityCheck: s?.realityCheckDefault ?? SAFER_GAMBLING_DEFAULTS.realityCheckMinutes,
    };
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
