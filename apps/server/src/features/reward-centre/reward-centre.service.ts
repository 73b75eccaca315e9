import { Big } from '@arcadia/contract';
import {
  REWARD_CENTRE_ERRORS,
  type RewardCentre,
  type RewardCentreSettings,
  type RewardClaim,
  type RewardTask,
} from '@arcadia/contract/reward-centre';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { addDays, localDay, startOfLocalDay, validZone, weekStart } from '../../platform/local-day.js';
import type { RuleGate } from '../finance/index.js';
import type { WalletTx } from '../wallet/index.js';
import { raisedExposure } from './reward-centre.exposure.js';
import type { MissionsService } from './reward-centre.missions.service.js';
import type { PayReward } from './reward-centre.payout.js';
import type { ClaimRow, RewardCentreRepository } from './reward-centre.repository.js';
import type { VipBenefitsService } from './reward-centre.vip-benefits.service.js';
import type { VipKeepService } from './reward-centre.vip-keep.service.js';

/** A member's own bets, wins and deposits in [from, to) (from null: since ever). */
export type Activity = { bet: string; win: string; bets: number; deposit: string };

export type RewardCentrePorts = {
  /** Pays a claim: this feature's rule and the wallet credit in one transaction (workflows/pay-reward.ts). */
  pay: PayReward;
  /** The merchant's switch of the reward centre (REWCEN3). */
  enabled(merchantId: number, flag: 'REWCEN3'): Promise<boolean>;
  activity(merchantId: number, memberId: number, from: Date | null, to: Date): Promise<Activity>;
  /** The club-label (VIP) ladder of accounts and profile: progress, rank values and promotion. */
  vip: {
    progress(merchantId: number, memberId: number): Promise<VipProgress>;
    setValue(merchantId: number, memberId: number, key: string, value: string): Promise<void>;
    promote(merchantId: number, memberId: number, labelId: number): Promise<void>;
  };
  /**
   * Finance's two-person gate (ADR 045): null saves the rules at once, as always; otherwise they
   * wait for a second operator (the approval's id and state).
   */
  payoutGate: RuleGate;
};

/** What the reward centre needs of the member's rank progress (profile's getPlayerRankProgress). */
export type VipProgress = {
  totalExpectedConditions: number;
  completedConditions: number;
  nextLabel: { labelId: number } | null;
  conditions: { key: string; current: string }[];
};

/** What a merchant gets before an operator sets anything (docs/adr/023). */
export const DEFAULT_SETTINGS: RewardCentreSettings = {
  timezone: 'Asia/Shanghai',
  signIn: { enabled: true, amounts: ['1', '1', '2', '2', '3', '3', '8'] },
  newbie: { firstDeposit: { enabled: true, amount: '8' }, firstBet: { enabled: true, amount: '3' } },
  rescue: { enabled: true, period: 'DAY', threshold: '100', rate: '0.05', maxBonus: '888' },
};

const four = (v: Big.BigSource) => new Big(v).toFixed(4);
const FOREVER = new Date('9999-01-01T00:00:00Z');

export class RewardCentreService {
  constructor(
    private readonly repo: RewardCentreRepository,
    private readonly clock: Clock,
    private readonly ports: RewardCentrePorts,
    /** Mission leaderboards, a page of the reward centre with its own tables. */
    readonly missions: MissionsService,
    /** What each VIP level gives; paid when the sync below moves a member up. */
    readonly vipBenefits: VipBenefitsService,
    /** What keeps a level (demotion) and the sign-in days behind `loginDays` (ADR 055). */
    readonly vipKeep: VipKeepService,
  ) {}

  async settings(merchantId: number): Promise<RewardCentreSettings> {
    return (await this.repo.settings(merchantId)) ?? DEFAULT_SETTINGS;
  }

  /**
   * Rules that raise what one member can get (sign-in cycle + newbie bonuses + rescue cap) above the
   * merchant's threshold wait for a second operator (ADR 045), who saves them through `saveApproved`.
   */
  async setSettings(
    merchantId: number,
    settings: RewardCentreSettings,
    actor: { name: string; operatorId: number | null },
  ): Promise<RewardCentreSettings | { pending: boolean; approvalId: number }> {
    if (!validZone(settings.timezone)) throw new AppError(REWARD_CENTRE_ERRORS.timezone, 400);
    const amount = raisedExposure(await this.settings(merchantId), settings);
    const s = settings;
    const gate = await this.ports.payoutGate({
      merchantId,
      amount,
      unit: 'money',
      reference: 'reward-centre-settings',
      reason: `Reward centre: sign-in ${s.signIn.enabled ? s.signIn.amounts.join('/') : 'off'}, newbie ${s.newbie.firstDeposit.amount}+${s.newbie.firstBet.amount}, rescue ${s.rescue.enabled ? `${s.rescue.rate} up to ${s.rescue.maxBonus}` : 'off'}`,
      payload: settings,
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    await this.repo.putSettings(merchantId, settings, this.clock.now());
    return settings;
  }

  /** Finance's executor for approved `reward_centre_settings`: saves them in the approval's transaction. */
  async saveApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    await this.repo.putSettings(merchantId, payload as RewardCentreSettings, this.clock.now(), tx);
    return { transactionId: null };
  }

  private async require(merchantId: number) {
    if (!(await this.ports.enabled(merchantId, 'REWCEN3'))) throw new AppError(REWARD_CENTRE_ERRORS.disabled, 403);
  }

  /** The closed period a rescue claim is for: yesterday, or last Monday–Sunday. */
  private rescuePeriod(s: RewardCentreSettings, today: string) {
    const first = s.rescue.period === 'DAY' ? addDays(today, -1) : addDays(weekStart(today), -7);
    const next = s.rescue.period === 'DAY' ? today : weekStart(today);
    return { from: first, to: addDays(next, -1), start: startOfLocalDay(first, s.timezone), end: startOfLocalDay(next, s.timezone) };
  }

  private async rescue(s: RewardCentreSettings, merchantId: number, memberId: number, today: string) {
    const p = this.rescuePeriod(s, today);
    const a = await this.ports.activity(merchantId, memberId, p.start, p.end);
    const loss = new Big(a.bet).minus(a.win);
    const netLoss = loss.gt(0) ? loss : new Big(0);
    const earned = netLoss.gt(0) && netLoss.gte(s.rescue.threshold) ? netLoss.times(s.rescue.rate).round(4, Big.roundHalfUp) : new Big(0);
    const bonus = earned.gt(s.rescue.maxBonus) ? new Big(s.rescue.maxBonus) : earned;
    return { ...p, netLoss, bonus };
  }

  private signInState(s: RewardCentreSettings, last: ClaimRow | null, today: string) {
    const claimedToday = last?.period === today;
    const continues = claimedToday || last?.period === addDays(today, -1);
    const streak = continues ? (last?.streak ?? 0) : 0;
    const amounts = s.signIn.amounts;
    const todayAmount = claimedToday ? last!.amount : amounts[streak % amounts.length]!;
    return { claimedToday, streak, nextStreak: streak + 1, todayAmount };
  }

  /**
   * VIP levels by cumulative deposits and bets: the totals feed the rank values of the next club
   * label's conditions (never lowering a value an operator imported), and a member who meets every
   * condition of the next label moves up — as many levels as the totals reach.
   */
  async syncVip(merchantId: number, memberId: number, ever?: Activity): Promise<void> {
    const totals = ever ?? (await this.ports.activity(merchantId, memberId, null, FOREVER));
    const values = new Map([
      ['deposit', totals.deposit],
      ['validBet', totals.bet],
    ]);
    let loginDays: number | null = null;
    for (let step = 0; step < 50; step++) {
      const p = await this.ports.vip.progress(merchantId, memberId);
      for (const c of p.conditions) {
        if (c.key === 'loginDays') loginDays ??= await this.vipKeep.loginDays(merchantId, memberId);
        const value = c.key === 'loginDays' ? String(loginDays) : values.get(c.key);
        if (value !== undefined && new Big(value).gt(c.current)) await this.ports.vip.setValue(merchantId, memberId, c.key, four(value));
      }
      const after = await this.ports.vip.progress(merchantId, memberId);
      // A label without conditions is assigned by operators, not earned.
      if (!after.nextLabel || after.totalExpectedConditions === 0 || after.completedConditions < after.totalExpectedConditions) return;
      const next = after.nextLabel.labelId;
      if (!(await this.vipKeep.mayReach(merchantId, memberId, next))) return;
      await this.ports.vip.promote(merchantId, memberId, next);
      await this.vipKeep.promoted(merchantId, memberId, next);
      await this.vipBenefits.levelReached(merchantId, memberId, next);
    }
  }

  /**
   * A member signed in (session's hook, after the session is stored): the local day in the
   * merchant's zone counts once for `loginDays`, and a new day runs the promotion check, so a
   * level whose conditions include loginDays can be earned. A failed sync is retried by the job.
   */
  async signedIn(merchantId: number, memberId: number): Promise<void> {
    const day = localDay(this.clock.now(), (await this.settings(merchantId)).timezone);
    if (!(await this.vipKeep.recordLoginDay(merchantId, memberId, day))) return;
    await this.syncVip(merchantId, memberId).catch(async (err: unknown) => {
      console.error(`vip sync after sign-in failed for ${merchantId}:${memberId}`, err);
      await this.repo.markVipDue(merchantId, memberId, this.clock.now());
    });
  }

  /** A settled bet: the member's level is synced by the next `reward-centre:vip` run, not per bet. */
  async betRecorded(merchantId: number, memberId: number): Promise<void> {
    await this.repo.markVipDue(merchantId, memberId, this.clock.now());
  }

  /**
   * The `reward-centre:vip` job: syncs the members who bet since the last run. Syncing only raises
   * values and levels, so a run repeated after a crash changes nothing more; a member whose sync
   * fails is put back for the next run.
   */
  async syncDue(limit = 500): Promise<number> {
    const due = await this.repo.takeVipDue(limit);
    for (const d of due)
      await this.syncVip(d.merchantId, d.memberId).catch(async (err: unknown) => {
        console.error(`vip sync failed for ${d.merchantId}:${d.memberId}`, err);
        await this.repo.markVipDue(d.merchantId, d.memberId, this.clock.now());
      });
    return due.length;
  }

  /** Read-only: the level is synced where it can change (deposits, bets), never by opening the page. */
  async overview(merchantId: number, memberId: number): Promise<RewardCentre> {
    await this.require(merchantId);
    const s = await this.settings(merchantId);
    const today = localDay(this.clock.now(), s.timezone);
    const [claims, ever, rescue] = await Promise.all([
      this.repo.claims(merchantId, memberId),
      this.ports.activity(merchantId, memberId, null, FOREVER),
      this.rescue(s, merchantId, memberId, today),
    ]);
    const last = (await this.repo.lastSignIn(merchantId, memberId)) ?? null;
    const sign = this.signInState(s, last, today);
    const once = (task: RewardTask) => claims.some((c) => c.task === task);
    return {
      today,
      signIn: {
        enabled: s.signIn.enabled,
        streak: sign.streak,
        claimedToday: sign.claimedToday,
        todayAmount: four(sign.todayAmount),
        amounts: s.signIn.amounts.map(four),
      },
      newbie: [
        {
          task: 'FIRST_DEPOSIT',
          ...s.newbie.firstDeposit,
          amount: four(s.newbie.firstDeposit.amount),
          done: new Big(ever.deposit).gt(0),
          claimed: once('FIRST_DEPOSIT'),
        },
        {
          task: 'FIRST_BET',
          ...s.newbie.firstBet,
          amount: four(s.newbie.firstBet.amount),
          done: ever.bets > 0,
          claimed: once('FIRST_BET'),
        },
      ],
      rescue: {
        enabled: s.rescue.enabled,
        period: s.rescue.period,
        from: rescue.from,
        to: rescue.to,
        netLoss: four(rescue.netLoss),
        threshold: four(s.rescue.threshold),
        rate: s.rescue.rate,
        bonus: four(rescue.bonus),
        claimed: claims.some((c) => c.task === 'RESCUE' && c.period === rescue.from),
      },
      history: claims.map((c) => ({
        task: c.task as RewardTask,
        period: c.period,
        amount: four(c.amount),
        createdAt: c.createdAt.toISOString(),
      })),
    };
  }

  /** What the task pays now and for which period; refuses a task that is off or not yet earned. */
  private async terms(s: RewardCentreSettings, merchantId: number, memberId: number, task: RewardTask, today: string) {
    const off = () => new AppError(REWARD_CENTRE_ERRORS.taskOff);
    if (task === 'SIGN_IN') {
      if (!s.signIn.enabled) throw off();
      return { period: today, amount: null };
    }
    if (task === 'RESCUE') {
      if (!s.rescue.enabled) throw off();
      const r = await this.rescue(s, merchantId, memberId, today);
      if (r.bonus.lte(0)) throw new AppError(REWARD_CENTRE_ERRORS.notEligible);
      return { period: r.from, amount: r.bonus };
    }
    const rule = task === 'FIRST_DEPOSIT' ? s.newbie.firstDeposit : s.newbie.firstBet;
    if (!rule.enabled) throw off();
    const ever = await this.ports.activity(merchantId, memberId, null, FOREVER);
    const done = task === 'FIRST_DEPOSIT' ? new Big(ever.deposit).gt(0) : ever.bets > 0;
    if (!done) throw new AppError(REWARD_CENTRE_ERRORS.notEligible);
    return { period: 'once', amount: new Big(rule.amount) };
  }

  /**
   * Pays one task for one period, exactly once: the claim row (unique per member, task and period)
   * and the wallet credit keyed `reward:<task>:<member>:<period>` commit together; a concurrent
   * twin finds the row and is refused with `reward_already_claimed`.
   */
  async claim(merchantId: number, memberId: number, task: RewardTask): Promise<RewardClaim> {
    await this.require(merchantId);
    const s = await this.settings(merchantId);
    const today = localDay(this.clock.now(), s.timezone);
    const terms = await this.terms(s, merchantId, memberId, task, today);
    const paid = await this.ports.pay({
      source: 'REWARD_CENTRE',
      merchantId,
      claim: (tx) => this.openClaim(tx, s, merchantId, memberId, task, terms, today),
      paid: (tx, id, transactionId) => this.repo.paid(tx, id, transactionId),
    });
    // The rule refuses a claim made before, so a payout always has one; null would be a broken rule.
    if (!paid) throw new AppError(REWARD_CENTRE_ERRORS.claimed);
    return { task, period: paid.period, amount: paid.amount, transactionId: paid.transactionId, streak: paid.streak };
  }

  /** The rule, in the payout's transaction: today's sign-in amount and streak, one claim row per period. */
  private async openClaim(
    tx: WalletTx,
    s: RewardCentreSettings,
    merchantId: number,
    memberId: number,
    task: RewardTask,
    terms: { period: string; amount: Big | null },
    today: string,
  ) {
    let amount = terms.amount;
    let streak: number | null = null;
    if (task === 'SIGN_IN') {
      const sign = this.signInState(s, await this.repo.lastSignIn(merchantId, memberId, tx), today);
      if (sign.claimedToday) throw new AppError(REWARD_CENTRE_ERRORS.claimed);
      streak = sign.nextStreak;
      amount = new Big(sign.todayAmount);
    }
    if (!amount || amount.lte(0)) throw new AppError(REWARD_CENTRE_ERRORS.notEligible);
    const value = four(amount);
    const id = await this.repo.open(tx, {
      merchantId,
      memberId,
      task,
      period: terms.period,
      amount: value,
      streak,
      createdAt: this.clock.now(),
    });
    if (id === null) throw new AppError(REWARD_CENTRE_ERRORS.claimed);
    return { claimId: id, memberId, amount: value, key: `reward:${task}:${memberId}:${terms.period}`, period: terms.period, streak };
  }
}
