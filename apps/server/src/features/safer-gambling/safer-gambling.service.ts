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
  TIME_LIMIT_MINUTES,
} from '@arcadia/contract/safer-gambling';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { periodOf, startOfLocalDay } from './safer-gambling.periods.js';
import type { LimitRow, MemberRow, NewRefusal, SaferGamblingRepository } from './safer-gambling.repository.js';
import type { SaferGamblingSettingsService } from './safer-gambling.settings.js';
import { secondsIn } from './safer-gambling.time.js';
import { type BetGate, heldRow, SaferGamblingUsage, timeRows } from './safer-gambling.usage.js';

export type SaferGamblingPorts = {
  /**
   * Approved and pending deposits of the member since an instant, but the request under `exceptKey`
   * (the cashier's records); read through `tx` when the deposit gate runs in the request's transaction.
   */
  depositsSince(merchantId: number, memberId: number, since: Date, exceptKey: string, tx?: Tx): Promise<string>;
  /** Signs every session of the member out (the session feature). */
  endSessions(merchantId: number, memberId: number, reason: string): Promise<void>;
  /** The member's identifiers as the shared exclusion register keeps them (hashes); absent: the register is off. */
  registerIdentifiers?(merchantId: number, memberId: number): Promise<string[]>;
};

/** A permanent self-exclusion ends at this instant, i.e. never. */
export const PERMANENT = new Date('9999-01-01T00:00:00Z');

const four = (v: Big.BigSource) => new Big(v).toFixed(4);
const TIME = 'session_time';
/** How a limit's amount is shown: money with 4 places, play time in whole minutes. */
const show = (kind: string, v: Big.BigSource) => (kind === TIME ? new Big(v).round(0, Big.roundDown).toFixed(0) : four(v));
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
    private readonly settings: SaferGamblingSettingsService,
  ) {
    this.usage = new SaferGamblingUsage(
      repo,
      (...a) => ports.depositsSince(...a),
      (m, q) => settings.current(m, q),
    );
  }

  private readonly usage: SaferGamblingUsage;

  /** Loads what the bet gate and `record` read from cache, outside the bet's transaction (a miss inside reads through it). */
  warm(merchantId: number): Promise<void> {
    return this.settings.warm(merchantId);
  }

  async overview(merchantId: number, memberId: number): Promise<SaferGamblingOverview> {
    const now = this.clock.now();
    const { timeZone, realityCheck } = await this.usage.settings(merchantId);
    const rows = await this.repo.limits(merchantId, memberId);
    const member = await this.repo.member(merchantId, memberId);
    const pending = this.usage.pendingTime(member, now, timeZone);
    const limits: LimitView[] = [];
    for (const kind of LIMIT_KINDS)
      for (const period of LIMIT_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const { start, next } = periodOf(period, now, timeZone);
        const raw = await this.usage.used(merchantId, memberId, kind, period, start, timeZone, undefined, '', pending);
        // Play time is counted in seconds and shown in whole minutes used (rounded down).
        const used = kind === TIME ? raw.div(60).round(0, Big.roundDown) : raw;
        limits.push({
          kind,
          period,
          amount: row?.amount ? show(kind, row.amount) : null,
          used: show(kind, atLeastZero(used)),
          left: row?.amount ? show(kind, atLeastZero(new Big(row.amount).minus(used))) : null,
          periodEndsAt: startOfLocalDay(next, timeZone).toISOString(),
          pending: row?.pendingFrom
            ? { amount: row.pendingAmount ? show(kind, row.pendingAmount) : null, confirmableAt: row.pendingFrom.toISOString() }
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

  private activeExclusion(member: MemberRow | null, now: Date) {
    if (!member?.excludedUntil || !member.exclusionStartedAt || member.excludedUntil <= now) return null;
    return {
      kind: member.exclusionKind as 'timeout' | 'self_exclusion',
      startedAt: member.exclusionStartedAt.toISOString(),
      until: member.excludedUntil.getTime() >= PERMANENT.getTime() ? null : member.excludedUntil.toISOString(),
    };
  }

  /** The merchant's zone for its periods (the KYC age check counts on the same local date). */
  async timeZone(merchantId: number): Promise<string> {
    return (await this.usage.settings(merchantId)).timeZone;
  }

  /** Lower or first-set: at once. Raise or remove: waits, then `confirm`. */
  async setLimit(merchantId: number, memberId: number, input: SetLimit): Promise<SaferGamblingOverview> {
    if (input.kind === TIME && input.amount !== null) {
      const ok =
        /^\d+$/.test(input.amount) && Number(input.amount) >= TIME_LIMIT_MINUTES.min && Number(input.amount) <= TIME_LIMIT_MINUTES.max;
      if (!ok) throw new AppError(SAFER_GAMBLING_ERRORS.timeLimitInvalid, 400, { max: TIME_LIMIT_MINUTES.max });
    }
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
    const identifiers = (await this.ports.registerIdentifiers?.(merchantId, memberId)) ?? [];
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
      // Self-exclusion only (GamStop's scope); a time-out is a break on this merchant, not a decision for every brand.
      if (exclusionKind === 'self_exclusion')
        await this.repo.addToRegister(
          tx,
          identifiers.map((identifier) => ({ merchantId, memberId, identifier, until, at: now })),
        );
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

  /** A new sign-in starts the reality check's counts afresh, and is an activity point of play time. */
  async signedIn(merchantId: number, memberId: number): Promise<void> {
    await this.active(merchantId, memberId, false, { signedInAt: this.clock.now(), sessionStaked: '0', sessionWon: '0' });
  }

  /**
   * An activity point (safer-gambling.time.ts): a request on a live session, or a sign-out (`ended`,
   * which closes the stretch). Counts the time since the last point, with the member's row locked
   * so two sessions' requests at once count it once.
   */
  async active(merchantId: number, memberId: number, ended: boolean, also: Partial<MemberRow> = {}): Promise<void> {
    const now = this.clock.now();
    await this.repo.transaction(async (tx) => {
      const member = await this.repo.lockMember(tx, merchantId, memberId);
      const { timeZone } = await this.usage.settings(merchantId, tx);
      await this.repo.addUsage(tx, merchantId, memberId, timeRows(this.usage.pendingTime(member, now, timeZone)));
      await this.repo.updateMember(tx, merchantId, memberId, { ...also, activeAt: ended ? null : now });
    });
  }

  async realityCheck(merchantId: number, memberId: number): Promise<RealityCheck> {
    const now = this.clock.now();
    const member = await this.repo.member(merchantId, memberId);
    const { realityCheck } = await this.usage.settings(merchantId);
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

  /** The latest end of a shared-register self-exclusion matching any of these identifiers, on any merchant. */
  registerUntil(identifiers: string[]): Promise<Date | null> {
    return this.repo.registerUntil(identifiers, this.clock.now());
  }

  /** Whether a time-out or self-exclusion runs now (workflows/excluded-identity.ts asks it of each holder of a detail). */
  async excludedNow(merchantId: number, memberId: number): Promise<boolean> {
    return this.activeExclusion(await this.repo.member(merchantId, memberId), this.clock.now()) !== null;
  }

  /** Login gate: refused while a time-out or self-exclusion runs, or until a used-up play-time period ends. */
  async assertCanSignIn(merchantId: number, memberId: number): Promise<void> {
    const now = this.clock.now();
    const member = await this.repo.member(merchantId, memberId);
    this.refuseExcluded(member, now);
    const limits = (await this.repo.limits(merchantId, memberId)).filter((l) => l.amount !== null && l.kind === TIME);
    const usedUp = limits.length > 0 ? await this.usage.timeUsedUp(undefined, merchantId, memberId, limits, member, now) : null;
    if (!usedUp) return;
    // In the refusals report like the bet and deposit gates; nothing was asked for, so the amount is 0.
    await this.repo.addRefusal({ merchantId, memberId, at: now, gate: 'sign_in', kind: TIME, period: usedUp.period, amount: '0' });
    throw new AppError(SAFER_GAMBLING_ERRORS.timeLimitReached, 403, { until: usedUp.until });
  }

  private refuseExcluded(member: MemberRow | null, now: Date): void {
    const active = this.activeExclusion(member, now);
    if (active) throw new AppError(SAFER_GAMBLING_ERRORS.excluded, 403, { until: active.until ?? '∞' });
  }

  /**
   * Bet gate, in the bet's transaction before its debit: locks the member's row (bets of one member
   * queue here), refuses an excluded member, a member whose play time of a period is used up, and a
   * stake that would pass a wager limit or, were it lost, a loss limit. Answers the locked row for
   * the bet's `record` in the same transaction: nothing else changes it while the lock is held.
   */
  async assertCanBet(tx: Tx, merchantId: number, memberId: number, amount: string): Promise<BetGate> {
    const now = this.clock.now();
    const member = await this.repo.lockMember(tx, merchantId, memberId);
    const gate: BetGate = { tx, member };
    this.refuseExcluded(member, now);
    const limits = (await this.repo.limits(merchantId, memberId, tx)).filter((l) => l.amount !== null && l.kind !== 'deposit');
    if (limits.length === 0) return gate;
    const times = limits.filter((l) => l.kind === TIME);
    const usedUp = times.length > 0 ? await this.usage.timeUsedUp(tx, merchantId, memberId, times, member, now) : null;
    if (usedUp) {
      this.logRefusalAfter({ merchantId, memberId, at: now, gate: 'bet', kind: TIME, period: usedUp.period, amount: four(amount) });
      throw new AppError(SAFER_GAMBLING_ERRORS.timeLimitReached, undefined, { until: usedUp.until });
    }
    const { timeZone } = await this.usage.settings(merchantId, tx);
    for (const l of limits.filter((x) => x.kind !== TIME)) {
      const used = await this.usage.used(
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
    return gate;
  }

  /**
   * Counts a stake or a win (keyed by its money key) in every period and this sign-in's totals. A
   * stake is the member's own act, so it is also an activity point of play time (a vendor game in
   * its frame sends our server no member request); a win is not (a lottery draw settles later).
   * `gate`: what `assertCanBet` answered for this stake, whose locked row is read instead of again.
   */
  async record(
    tx: Tx,
    move: { merchantId: number; memberId: number; amount: string; key: string; kind: 'stake' | 'win'; gate?: BetGate },
  ): Promise<void> {
    const { merchantId, memberId, amount, key, kind, gate } = move;
    if (new Big(amount).eq(0)) return;
    const now = this.clock.now();
    if (!(await this.repo.claimMove(tx, { merchantId, memberId, key, kind, amount, at: now }))) return;
    const { timeZone } = await this.usage.settings(merchantId, tx);
    const [staked, won] = kind === 'stake' ? [amount, '0'] : ['0', amount];
    const member =
      kind === 'stake' ? (heldRow(gate, tx, merchantId, memberId) ?? (await this.repo.member(merchantId, memberId, tx))) : null;
    const time = member ? this.usage.pendingTime(member, now, timeZone) : [];
    const rows = LIMIT_PERIODS.map((period) => {
      const { start } = periodOf(period, now, timeZone);
      return { period, periodStart: start, staked, won, seconds: secondsIn(time, period, start) };
    });
    // A stretch across a local midnight (or week, month) leaves its earlier part in the earlier period
    // (a different start, so the one statement never touches a row twice).
    rows.push(...timeRows(time.filter((x) => x.start !== periodOf(x.period, now, timeZone).start)));
    await this.repo.addUsage(tx, merchantId, memberId, rows);
    await this.repo.addSession(tx, merchantId, memberId, staked, won, kind === 'stake' ? now : undefined);
  }

  /**
   * Deposit gate, in the deposit request's transaction before its insert: the amount plus this
   * period's approved and pending deposits. The member's row is locked first, so of two requests at
   * once the second is checked after the first has committed and counts it. The refusal's report
   * line is written in the same transaction (the cashier commits it and then refuses).
   */
  async assertCanDeposit(tx: Tx, merchantId: number, memberId: number, amount: string, key: string): Promise<void> {
    const now = this.clock.now();
    const limits = (await this.repo.limits(merchantId, memberId, tx)).filter((l) => l.amount !== null && l.kind === 'deposit');
    if (limits.length === 0) return;
    await this.repo.lockMember(tx, merchantId, memberId);
    const { timeZone } = await this.usage.settings(merchantId, tx);
    for (const l of limits) {
      const period = l.period as LimitPeriod;
      const used = await this.usage.used(merchantId, memberId, 'deposit', period, periodOf(period, now, timeZone).start, timeZone, tx, key);
      if (used.plus(amount).gt(l.amount!)) {
        await this.repo.addRefusal({ merchantId, memberId, at: now, gate: 'deposit', kind: 'deposit', period, amount: four(amount) }, tx);
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
