import { Big } from '@arcadia/contract';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  RAISE_COOL_OFF_MS,
  type RealityCheck,
  SAFER_GAMBLING_ERRORS,
  type SaferGamblingOverview,
  type SetLimit,
  type TakeExclusion,
} from '@arcadia/contract/safer-gambling';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { periodOf, startOfLocalDay } from './safer-gambling.periods.js';
import type { LimitRow, MemberRow, NewRefusal, SaferGamblingRepository } from './safer-gambling.repository.js';

export type SaferGamblingPorts = {
  /** Approved and pending deposits of the member since an instant, but the request under `exceptKey` (the cashier's records). */
  depositsSince(merchantId: number, memberId: number, since: Date, exceptKey: string): Promise<string>;
  /** Signs every session of the member out (the session feature). */
  endSessions(merchantId: number, memberId: number, reason: string): Promise<void>;
  /** Members who hold this mobile or e-mail (the accounts feature). */
  membersWithIdentity?(merchantId: number, identity: Identity): Promise<number[]>;
};
export type Identity = { mobile: { countryCode: string; number: string } | null; email: string | null };

/** What a merchant has before an operator sets anything (the reward centre's default zone too). */
export const SAFER_GAMBLING_DEFAULTS = { timeZone: 'Asia/Shanghai', realityCheckMinutes: 60 } as const;
/** A permanent self-exclusion ends at this instant, i.e. never. */
export const PERMANENT = new Date('9999-01-01T00:00:00Z');

const four = (v: Big.BigSource) => new Big(v).toFixed(4);
/** Never below zero: what is left of a limit, or a period's loss when wins exceed stakes. */
const atLeastZero = (v: Big) => (v.lt(0) ? new Big(0) : v);
const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/**
 * The member's own protections (docs/adr/065). Lowering a limit binds at once; raising or removing
 * one waits RAISE_COOL_OFF_MS and then needs the member's confirmation, so a decision taken in the
 * heat of play cannot loosen a limit. Exclusions only ever grow. Bets are checked and counted in the
 * bet's own transaction (workflows/place-bet.ts) with the member's row locked, so two bets of one
 * member cannot both pass a limit only one of them fits under.
 */
export class SaferGamblingService {
  constructor(
    private readonly repo: SaferGamblingRepository,
    private readonly clock: Clock,
    private readonly ports: SaferGamblingPorts,
  ) {}

  private async settings(merchantId: number, q?: Tx) {
    const s = await this.repo.settings(merchantId, q);
    return {
      timeZone: s?.timeZone ?? SAFER_GAMBLING_DEFAULTS.timeZone,
      realityCheck: s?.realityCheckDefault ?? SAFER_GAMBLING_DEFAULTS.realityCheckMinutes,
    };
  }

  async overview(merchantId: number, memberId: number): Promise<SaferGamblingOverview> {
    const now = this.clock.now();
    const { timeZone, realityCheck } = await this.settings(merchantId);
    const rows = await this.repo.limits(merchantId, memberId);
    const member = await this.repo.member(merchantId, memberId);
    const limits: LimitView[] = [];
    for (const kind of LIMIT_KINDS)
      for (const period of LIMIT_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const { start, next } = periodOf(period, now, timeZone);
        const used = await this.used(merchantId, memberId, kind, period, start, timeZone);
        limits.push({
          kind,
          period,
          amount: row?.amount ? four(row.amount) : null,
          used: four(atLeastZero(used)),
          left: row?.amount ? four(atLeastZero(new Big(row.amount).minus(used))) : null,
          periodEndsAt: startOfLocalDay(next, timeZone).toISOString(),
          pending: row?.pendingFrom
            ? { amount: row.pendingAmount ? four(row.pendingAmount) : null, confirmableAt: row.pendingFrom.toISOString() }
            : null,
        });
      }
    const chosen = member?.realityCheckMinutes ?? null;
    return {
      limits,
      exclusion: this.activeExclusion(member, now),
      realityCheck: { minutes: (chosen ?? realityCheck) as 0, merchantDefault: realityCheck as 0, chosen: chosen !== null },
      timeZone,
    };
  }

  /** Counted in this period: deposits from the cashier; stakes, or stakes less wins, from our own totals. */
  private async used(
    merchantId: number,
    memberId: number,
    kind: LimitKind,
    period: LimitPeriod,
    start: string,
    zone: string,
    q?: Tx,
    depositKey = '',
  ) {
    if (kind === 'deposit') return new Big(await this.ports.depositsSince(merchantId, memberId, startOfLocalDay(start, zone), depositKey));
    const u = await this.repo.usage(q ?? this.repo.db, merchantId, memberId, period, start);
    if (!u) return new Big(0);
    return kind === 'wager' ? new Big(u.staked) : new Big(u.staked).minus(u.won);
  }

  private activeExclusion(member: MemberRow | null, now: Date) {
    if (!member?.excludedUntil || !member.exclusionStartedAt || member.excludedUntil <= now) return null;
    return {
      kind: member.exclusionKind as 'timeout' | 'self_exclusion',
      startedAt: member.exclusionStartedAt.toISOString(),
      until: member.excludedUntil.getTime() >= PERMANENT.getTime() ? null : member.excludedUntil.toISOString(),
    };
  }

  /** Lower or first-set: at once. Raise or remove: waits, then `confirm`. */
  async setLimit(merchantId: number, memberId: number, input: SetLimit): Promise<SaferGamblingOverview> {
    const now = this.clock.now();
    const row = (await this.repo.limits(merchantId, memberId)).find((r) => r.kind === input.kind && r.period === input.period);
    const base: LimitRow = row ?? {
      merchantId,
      memberId,
      kind: input.kind,
      period: input.period,
      amount: null,
      pendingAmount: null,
      pendingFrom: null,
      updatedAt: now,
    };
    const tighter = input.amount !== null && (base.amount === null || new Big(input.amount).lte(base.amount));
    const amount = input.amount === null ? null : four(input.amount);
    const change = { merchantId, memberId, at: now, kind: input.kind, period: input.period, amount };
    if (tighter)
      await this.repo.transaction(async (tx) => {
        await this.repo.saveLimit(tx, { ...base, amount, pendingAmount: null, pendingFrom: null, updatedAt: now });
        await this.repo.addHistory(tx, { ...change, event: 'limit_set' });
      });
    else if (base.amount !== null)
      await this.repo.transaction(async (tx) => {
        await this.repo.saveLimit(tx, {
          ...base,
          pendingAmount: amount,
          pendingFrom: new Date(now.getTime() + RAISE_COOL_OFF_MS),
          updatedAt: now,
        });
        await this.repo.addHistory(tx, { ...change, event: 'limit_pending' });
      });
    return this.overview(merchantId, memberId);
  }

  /** Applies a waiting raise or removal once its 24 hours have passed. */
  async confirm(merchantId: number, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<SaferGamblingOverview> {
    const now = this.clock.now();
    const row = (await this.repo.limits(merchantId, memberId)).find((r) => r.kind === kind && r.period === period);
    if (!row?.pendingFrom) throw new AppError(SAFER_GAMBLING_ERRORS.noPending);
    if (row.pendingFrom > now) throw new AppError(SAFER_GAMBLING_ERRORS.pendingNotDue, undefined, { at: row.pendingFrom.toISOString() });
    await this.repo.transaction(async (tx) => {
      await this.repo.saveLimit(tx, { ...row, amount: row.pendingAmount, pendingAmount: null, pendingFrom: null, updatedAt: now });
      await this.repo.addHistory(tx, { merchantId, memberId, at: now, event: 'limit_confirmed', kind, period, amount: row.pendingAmount });
    });
    return this.overview(merchantId, memberId);
  }

  /** Starts (or lengthens) a time-out or self-exclusion and signs the member out everywhere. */
  async exclude(merchantId: number, memberId: number, input: TakeExclusion): Promise<SaferGamblingOverview> {
    const now = this.clock.now();
    const until =
      input.kind === 'timeout'
        ? new Date(now.getTime() + input.days * 86_400_000)
        : input.months === null
          ? PERMANENT
          : addMonths(now, input.months);
    await this.repo.transaction(async (tx) => {
      const row = await this.repo.lockMember(tx, merchantId, memberId);
      const running = row.excludedUntil && row.excludedUntil > now;
      // Cannot be undone early: a running exclusion is only ever replaced by one that ends later.
      if (running && row.excludedUntil! >= until) throw new AppError(SAFER_GAMBLING_ERRORS.exclusionActive);
      const exclusionKind = running && row.exclusionKind === 'self_exclusion' ? 'self_exclusion' : input.kind;
      await this.repo.updateMember(tx, merchantId, memberId, {
        exclusionKind,
        exclusionStartedAt: running ? row.exclusionStartedAt : now,
        excludedUntil: until,
      });
      await this.repo.addHistory(tx, { merchantId, memberId, at: now, event: 'exclusion', kind: exclusionKind, until });
    });
    await this.ports.endSessions(merchantId, memberId, input.kind);
    return this.overview(merchantId, memberId);
  }

  async setRealityCheck(merchantId: number, memberId: number, minutes: number): Promise<SaferGamblingOverview> {
    await this.repo.transaction(async (tx) => {
      await this.repo.updateMember(tx, merchantId, memberId, { realityCheckMinutes: minutes });
      await this.repo.addHistory(tx, { merchantId, memberId, at: this.clock.now(), event: 'reality_check', amount: String(minutes) });
    });
    return this.overview(merchantId, memberId);
  }

  /** A new sign-in starts the reality check's counts afresh. */
  async signedIn(merchantId: number, memberId: number): Promise<void> {
    await this.repo.updateMember(this.repo.db, merchantId, memberId, { signedInAt: this.clock.now(), sessionStaked: '0', sessionWon: '0' });
  }

  async realityCheck(merchantId: number, memberId: number): Promise<RealityCheck> {
    const now = this.clock.now();
    const member = await this.repo.member(merchantId, memberId);
    const { realityCheck } = await this.settings(merchantId);
    const signedInAt = member?.signedInAt ?? now;
    const staked = new Big(member?.sessionStaked ?? 0);
    const won = new Big(member?.sessionWon ?? 0);
    return {
      signedInAt: signedInAt.toISOString(),
      minutes: Math.max(0, Math.floor((now.getTime() - signedInAt.getTime()) / 60_000)),
      staked: four(staked),
      won: four(won),
      net: four(won.minus(staked)),
      intervalMinutes: (member?.realityCheckMinutes ?? realityCheck) as 0,
    };
  }

  /**
   * Marketing port (LCCP SR 3.5.3, SR 5.1.11): false while a time-out or self-exclusion runs, so the
   * promotions' popups, the members' notices and operators' inbox messages leave the member out.
   */
  async marketingAllowed(merchantId: number, memberId: number): Promise<boolean> {
    return this.activeExclusion(await this.repo.member(merchantId, memberId), this.clock.now()) === null;
  }

  /**
   * Registration gate (LCCP SR 3.5.3, RTS 14): a new account with the mobile or e-mail of a member
   * whose exclusion runs is refused, so an exclusion cannot be stepped round with a second account.
   */
  async assertIdentityNotExcluded(merchantId: number, identity: Identity): Promise<void> {
    if (!this.ports.membersWithIdentity) return;
    const now = this.clock.now();
    for (const memberId of await this.ports.membersWithIdentity(merchantId, identity))
      if (this.activeExclusion(await this.repo.member(merchantId, memberId), now))
        throw new AppError(SAFER_GAMBLING_ERRORS.registrationRefused, 403);
  }

  /** Login gate: refused while a time-out or self-exclusion runs. */
  async assertCanSignIn(merchantId: number, memberId: number): Promise<void> {
    this.refuseExcluded(await this.repo.member(merchantId, memberId), this.clock.now());
  }

  private refuseExcluded(member: MemberRow | null, now: Date): void {
    const active = this.activeExclusion(member, now);
    if (active) throw new AppError(SAFER_GAMBLING_ERRORS.excluded, 403, { until: active.until ?? '∞' });
  }

  /**
   * Bet gate, in the bet's transaction before its debit: locks the member's row (bets of one member
   * queue here), refuses an excluded member, and refuses a stake that would pass a wager limit or,
   * were it lost, a loss limit.
   */
  async assertCanBet(tx: Tx, merchantId: number, memberId: number, amount: string): Promise<void> {
    const now = this.clock.now();
    this.refuseExcluded(await this.repo.lockMember(tx, merchantId, memberId), now);
    const limits = (await this.repo.limits(merchantId, memberId, tx)).filter((l) => l.amount !== null && l.kind !== 'deposit');
    if (limits.length === 0) return;
    const { timeZone } = await this.settings(merchantId, tx);
    for (const l of limits) {
      const used = await this.used(
        merchantId,
        memberId,
        l.kind as LimitKind,
        l.period as LimitPeriod,
        periodOf(l.period as LimitPeriod, now, timeZone).start,
        timeZone,
        tx,
      );
      if (used.plus(amount).gt(l.amount!)) {
        this.logRefusalAfter({ merchantId, memberId, at: now, gate: 'bet', kind: l.kind, period: l.period, amount: four(amount) });
        throw new AppError(SAFER_GAMBLING_ERRORS.betLimitReached, undefined, { left: four(atLeastZero(new Big(l.amount!).minus(used))) });
      }
    }
  }

  /** Counts a stake or a win (keyed by its money key) in every period and this sign-in's totals. */
  async record(tx: Tx, move: { merchantId: number; memberId: number; amount: string; key: string; kind: 'stake' | 'win' }): Promise<void> {
    const { merchantId, memberId, amount, key, kind } = move;
    if (new Big(amount).eq(0)) return;
    const now = this.clock.now();
    if (!(await this.repo.claimMove(tx, { merchantId, memberId, key, kind, amount, at: now }))) return;
    const { timeZone } = await this.settings(merchantId, tx);
    const [staked, won] = kind === 'stake' ? [amount, '0'] : ['0', amount];
    for (const period of LIMIT_PERIODS)
      await this.repo.addUsage(tx, merchantId, memberId, period, periodOf(period, now, timeZone).start, staked, won);
    await this.repo.addSession(tx, merchantId, memberId, staked, won);
  }

  /** Deposit gate, when the member asks: the amount plus this period's approved and pending deposits. */
  async assertCanDeposit(merchantId: number, memberId: number, amount: string, key: string): Promise<void> {
    const now = this.clock.now();
    const limits = (await this.repo.limits(merchantId, memberId)).filter((l) => l.amount !== null && l.kind === 'deposit');
    if (limits.length === 0) return;
    const { timeZone } = await this.settings(merchantId);
    for (const l of limits) {
      const used = await this.used(
        merchantId,
        memberId,
        'deposit',
        l.period as LimitPeriod,
        periodOf(l.period as LimitPeriod, now, timeZone).start,
        timeZone,
        undefined,
        key,
      );
      if (used.plus(amount).gt(l.amount!)) {
        await this.repo.addRefusal({
          merchantId,
          memberId,
          at: now,
          gate: 'deposit',
          kind: 'deposit',
          period: l.period,
          amount: four(amount),
        });
        throw new AppError(SAFER_GAMBLING_ERRORS.depositLimitReached, undefined, {
          left: four(atLeastZero(new Big(l.amount!).minus(used))),
        });
      }
    }
  }

  /**
   * The refusal rolls the bet's transaction back, so its record cannot be written in it; it is
   * written once that transaction has ended (on PGlite a write outside it waits for it). A report
   * row, not money: a crash in between loses one line of the report, never a limit.
   */
  private logRefusalAfter(row: NewRefusal): void {
    setImmediate(() => {
      this.repo.addRefusal(row).catch(() => {});
    });
  }
}
