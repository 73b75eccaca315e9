import { randomUUID } from 'node:crypto';
import { Big, testOperatorPattern } from '@arcadia/contract';
import {
  type OpsRedemption,
  POINTS_ERRORS,
  POINTS_LIMITS,
  type PointTransactionPage,
  type RedeemRecord,
  type RedeemRecordPage,
  type RedeemStatus,
  redeemRemarks,
} from '@arcadia/contract/points';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RuleGate } from '../finance/index.js';
import type { PointsCatalogue } from './points.catalogue.js';
import { type AccrualEvent, type EntryKind, PointsLedger } from './points.ledger.js';
import type { ConvertTerms, RedeemInput, RedeemTerms } from './points.mall.js';
import type { EntryRow, PointsRepository, Q, RedemptionRow } from './points.repository.js';

/** What the points feature needs of others (wired in features/compose-money.ts). */
export type PointsPorts = {
  /**
   * The payment password where the merchant asks for one, else the login password (docs/adr/017),
   * refused with `refusal` (the accounts feature's payment-password policy).
   */
  confirmPassword(merchantId: number, memberId: number, value: string, refusal: string): Promise<void>;
  /** The merchant's mobile rule (registration field rule); null falls back to 11 digits. */
  mobileRule(merchantId: number): Promise<{ pattern: string; min: number; max: number } | null>;
  /** The merchant's switch of the points system. */
  enabled(merchantId: number, flag: 'PTSYS3'): Promise<boolean>;
  /**
   * Finance's two-person gate for operator payouts (ADR 037): null moves the points at once, as
   * always; otherwise they wait for a second operator (or waited already: the approval and its state).
   */
  payoutGate(req: {
    merchantId: number;
    memberId: number;
    amount: string;
    reference: string;
    requestKey: string;
    reason: string;
    payload: unknown;
    actor: { name: string; operatorId: number | null };
  }): Promise<{ approvalId: number; status: string } | null>;
  /**
   * The same gate for the point config (ADR 045): null saves at once, as always; otherwise the
   * raised rates wait for a second operator (the approval's id and state).
   */
  configGate: RuleGate;
};

const NAMES: Record<EntryKind, [string, string]> = {
  BET: ['投注积分', 'Points from bets'],
  DEPOSIT: ['存款积分', 'Points from deposits'],
  REDEEM: ['积分兑换', 'Redemption'],
  REFUND: ['兑换退回', 'Redemption refunded'],
  REDEEM_BONUS: ['兑换奖励积分', 'Redemption bonus'],
  CONVERT: ['积分转换', 'Points converted to money'],
  ADJUST: ['人工调整', 'Adjustment'],
  PRIZE: ['活动奖品积分', 'Promotion prize'],
};
const DAY_MS = 86_400_000;
const four = (v: Big | string) => new Big(v).toFixed(4);

const toRecord = (r: RedemptionRow): RedeemRecord => ({
  id: r.id,
  dateRequested: r.createdAt.toISOString(),
  type: r.redeemType === 'PM' ? 'PM' : 'P',
  name: r.name,
  chineseName: r.chineseName,
  quantity: r.quantity,
  requiredPoint: four(r.requiredPoint),
  requiredMoney: four(r.requiredMoney),
  status: r.status as RedeemStatus,
});

/** Points balance, accrual, redemption (points or points plus money), records and conversion. */
export class PointsService {
  readonly ledger: PointsLedger;

  constructor(
    private readonly repo: PointsRepository,
    readonly catalogue: PointsCatalogue,
    private readonly clock: Clock,
    private readonly ports: PointsPorts,
  ) {
    this.ledger = new PointsLedger(repo, clock);
  }

  private async requireEnabled(merchantId: number) {
    if (!(await this.ports.enabled(merchantId, 'PTSYS3'))) throw new AppError(POINTS_ERRORS.disabled);
  }

  async balance(merchantId: number, memberId: number): Promise<{ pointBalance: string }> {
    await this.requireEnabled(merchantId);
    return { pointBalance: four(await this.repo.balance(merchantId, memberId)) };
  }

  /** The hook the games, house games and cashier call after a bet or deposit commits. */
  async accrue(event: AccrualEvent): Promise<EntryRow | null> {
    if (!(await this.ports.enabled(event.merchantId, 'PTSYS3'))) return null;
    return this.ledger.accrue(event, await this.catalogue.config(event.merchantId));
  }

  private async phoneFits(merchantId: number, phone: string): Promise<boolean> {
    const rule = await this.ports.mobileRule(merchantId);
    if (!rule) return /^\d{11}$/.test(phone);
    if (phone.length < rule.min || phone.length > rule.max || !/^\d+$/.test(phone)) return false;
    // Linear time; a stored pattern that could not be saved today is not run, and fails (ADR 038).
    return testOperatorPattern(rule.pattern, phone, (problem) => {
      console.warn(`points: merchant ${merchantId} has a misconfigured mobile pattern (${problem}); phone refused`);
    });
  }

  /**
   * Spec 001 §5: payment password, name, address, phone — each missing one has its own prompt —
   * then the phone rule, the reward, the quantity, the stock, the pay type, the password itself.
   * What the redemption takes; nothing moves yet (workflows/redeem-points.ts takes it).
   */
  async redeemTerms(merchantId: number, memberId: number, p: RedeemInput): Promise<RedeemTerms> {
    await this.requireEnabled(merchantId);
    if (!p.password) throw new AppError(POINTS_ERRORS.passwordRequired);
    if (!p.name) throw new AppError(POINTS_ERRORS.nameRequired);
    if (!p.address) throw new AppError(POINTS_ERRORS.addressRequired);
    if (!p.telphone) throw new AppError(POINTS_ERRORS.phoneRequired);
    if (!(await this.phoneFits(merchantId, p.telphone))) throw new AppError(POINTS_ERRORS.phoneInvalid);
    const reward = await this.repo.reward(merchantId, p.rewardId);
    if (!reward?.active) throw new AppError(POINTS_ERRORS.rewardUnknown);
    if (!Number.isInteger(p.quantity) || p.quantity < 1) throw new AppError(POINTS_ERRORS.quantityInvalid);
    if (p.quantity > reward.inventory) throw new AppError(POINTS_ERRORS.outOfStock, 200, { left: reward.inventory });
    // Spec 001 §4: an item without a point price is always points plus money.
    const type = reward.price === null ? 'PM' : p.redeemType;
    if (type === 'PM' && (reward.mpPointAmount === null || reward.mpMoneyAmount === null))
      throw new AppError(POINTS_ERRORS.redeemTypeUnavailable);
    const points = new Big((type === 'P' ? reward.price : reward.mpPointAmount) ?? 0).times(p.quantity);
    const money = type === 'P' ? new Big(0) : new Big(reward.mpMoneyAmount ?? 0).times(p.quantity);
    await this.ports.confirmPassword(merchantId, memberId, p.password, POINTS_ERRORS.passwordIncorrect);
    return {
      reward: { id: reward.id, name: reward.name, chineseName: reward.chineseName },
      type,
      quantity: p.quantity,
      points: four(points),
      money: four(money),
      province: p.province,
      remarks: redeemRemarks(p.name, p.address, p.telphone).slice(0, 300),
    };
  }

  /** In the redemption's transaction: the stock (while enough is left), the record, the points out. */
  async takeRedemption(q: Q, merchantId: number, memberId: number, t: RedeemTerms): Promise<RedeemRecord> {
    if (!(await this.repo.takeStock(q, merchantId, t.reward.id, t.quantity))) throw new AppError(POINTS_ERRORS.outOfStock);
    const rec = await this.repo.insertRedemption(q, {
      merchantId,
      memberId,
      rewardId: t.reward.id,
      name: t.reward.name,
      chineseName: t.reward.chineseName,
      redeemType: t.type,
      quantity: t.quantity,
      requiredPoint: t.points,
      requiredMoney: t.money,
      province: t.province,
      remarks: t.remarks,
      createdAt: this.clock.now(),
    });
    const ref = `redeem:${rec.id}`;
    const points = new Big(t.points);
    if (points.gt(0)) await this.ledger.move(q, { merchantId, memberId, amount: points.neg(), key: ref, kind: 'REDEEM', reference: ref });
    return toRecord(rec);
  }

  /** Before an operator's decision: the redemption's member, and the rate an approval earns on its money. */
  async decisionTerms(merchantId: number, id: number): Promise<{ memberId: number; redeemRate: string }> {
    const current = await this.repo.redemption(merchantId, id);
    if (!current) throw new AppError('not_found', 404);
    return { memberId: current.memberId, redeemRate: (await this.catalogue.config(merchantId)).redeem };
  }

  /**
   * In the decision's transaction: decided once, never twice. Reject gives back the points and the
   * stock and answers the money to give back; approve may earn the redeem rate on the money paid.
   */
  async decideRedemption(
    q: Q,
    merchantId: number,
    id: number,
    decision: 'A' | 'R',
    remarks: string,
    redeemRate: string,
  ): Promise<{ redemption: OpsRedemption; moneyBack: string }> {
    const row = await this.repo.decide(q, merchantId, id, decision, remarks, this.clock.now());
    if (!row) throw new AppError(POINTS_ERRORS.notPending);
    const { memberId } = row;
    const ref = `redeem:${row.id}`;
    if (decision === 'R') {
      await this.repo.returnStock(q, merchantId, row.rewardId, row.quantity);
      const points = new Big(row.requiredPoint);
      if (points.gt(0))
        await this.ledger.move(q, { merchantId, memberId, amount: points, key: `${ref}:refund`, kind: 'REFUND', reference: ref });
      return { redemption: this.toOps(row), moneyBack: four(row.requiredMoney) };
    }
    const bonus = new Big(row.requiredMoney).times(redeemRate).round(4, Big.roundDown);
    if (bonus.gt(0))
      await this.ledger.move(q, { merchantId, memberId, amount: bonus, key: `${ref}:bonus`, kind: 'REDEEM_BONUS', reference: ref });
    return { redemption: this.toOps(row), moneyBack: four('0') };
  }

  private toOps(r: RedemptionRow): OpsRedemption {
    return {
      ...toRecord(r),
      memberId: r.memberId,
      rewardId: r.rewardId,
      province: r.province,
      remarks: r.remarks,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionRemarks: r.decisionRemarks,
    };
  }

  async opsRedemptions(merchantId: number, status: 'all' | RedeemStatus): Promise<OpsRedemption[]> {
    const { rows } = await this.repo.redemptions({ merchantId, status: status === 'all' ? undefined : status, limit: 500, offset: 0 });
    return rows.map((r) => this.toOps(r));
  }

  /** Spec 001 §5: a range of at most 30 days; the client has already extended the end by 86399000 ms. */
  private range(start: number, end: number): { from: Date; to: Date } {
    if (end < start) throw new AppError(POINTS_ERRORS.rangeInvalid);
    if (end - start > POINTS_LIMITS.maxRangeDays * DAY_MS + POINTS_LIMITS.rangeEndExtensionMs)
      throw new AppError(POINTS_ERRORS.rangeTooLong, 200, { days: POINTS_LIMITS.maxRangeDays });
    // the end is inclusive to the second it names
    return { from: new Date(start), to: new Date(end + 1000) };
  }

  async records(
    merchantId: number,
    memberId: number,
    q: { startDate: number; endDate: number; page: number; size: number; status: 'all' | RedeemStatus },
  ): Promise<RedeemRecordPage> {
    await this.requireEnabled(merchantId);
    const { from, to } = this.range(q.startDate, q.endDate);
    const { rows, total } = await this.repo.redemptions({
      merchantId,
      memberId,
      status: q.status === 'all' ? undefined : q.status,
      from,
      to,
      limit: q.size,
      offset: (q.page - 1) * q.size,
    });
    return { list: rows.map(toRecord), total, page: q.page, size: q.size };
  }

  async transactions(
    merchantId: number,
    memberId: number,
    q: { startTime: number; endTime: number; page: number; size: number },
  ): Promise<PointTransactionPage> {
    await this.requireEnabled(merchantId);
    const { from, to } = this.range(q.startTime, q.endTime);
    const { rows, total } = await this.repo.entries(merchantId, memberId, from, to, q.size, (q.page - 1) * q.size);
    return {
      list: rows.map((e) => {
        const [cn, en] = NAMES[e.kind as EntryKind] ?? [e.kind, e.kind];
        const suffix = e.productType && e.kind === 'BET' ? ` (${e.productType})` : '';
        return {
          id: e.id,
          txId: e.reference || e.idempotencyKey,
          txTimeInTimestamp: e.createdAt.getTime(),
          amount: four(e.amount),
          currentAvailBalance: four(e.balanceAfter),
          nameCn: cn + suffix,
          nameEn: en + suffix,
        };
      }),
      total,
      page: q.page,
      size: q.size,
    };
  }

  /** Spec 001 §5: amount at least 1, then the payment password; what the conversion moves (nothing yet). */
  async convertTerms(
    merchantId: number,
    memberId: number,
    p: { amount: string; password: string; key?: string | undefined },
  ): Promise<ConvertTerms> {
    await this.requireEnabled(merchantId);
    const amount = p.amount.trim();
    if (!/^\d{1,16}(\.\d{1,4})?$/.test(amount) || new Big(amount).lt(POINTS_LIMITS.convertMinimum))
      throw new AppError(POINTS_ERRORS.amountMinimum, 200, { min: POINTS_LIMITS.convertMinimum });
    if (!p.password) throw new AppError(POINTS_ERRORS.passwordRequired);
    await this.ports.confirmPassword(merchantId, memberId, p.password, POINTS_ERRORS.passwordIncorrect);
    const points = new Big(amount);
    const money = points.times((await this.catalogue.config(merchantId)).pointExchangeRate).round(4, Big.roundDown);
    if (money.lte(0)) throw new AppError(POINTS_ERRORS.convertTooSmall);
    return { points: four(points), money: four(money), key: `convert:${memberId}:${p.key ?? randomUUID()}` };
  }

  /** In the conversion's transaction: the points out, keyed by the member's key; the balance after. */
  async takeConversion(q: Q, merchantId: number, memberId: number, t: ConvertTerms): Promise<string> {
    const move = { merchantId, memberId, amount: new Big(t.points).neg(), key: t.key, kind: 'CONVERT' as const, reference: t.key };
    const { entry } = await this.ledger.move(q, move);
    return four(entry.balanceAfter);
  }

  /**
   * Points a promotion pays (e.g. a raffle POINT prize), inside the caller's transaction so the
   * prize and its points commit together; the key makes a retry pay once.
   */
  async award(req: { merchantId: number; memberId: number; amount: string; key: string }, q?: Q): Promise<{ pointBalance: string }> {
    const move = (x: Q) => this.ledger.move(x, { ...req, amount: new Big(req.amount), kind: 'PRIZE', reference: req.key });
    const { entry } = await (q ? move(q) : this.repo.transaction(move));
    return { pointBalance: four(entry.balanceAfter) };
  }

  /**
   * Operators: a manual correction, keyed like every movement. Above the merchant's money threshold
   * (points at its points-to-money rate; points one for one where the rate is zero) the points wait
   * for a second operator (ADR 037), who moves them through `adjustApproved`.
   */
  async adjust(
    merchantId: number,
    memberId: number,
    amount: string,
    key: string,
    actor: { name: string; operatorId: number | null },
  ): Promise<{ pointBalance: string; pending?: boolean; approvalId?: number }> {
    const points = new Big(amount);
    const gate = await this.ports.payoutGate({
      merchantId,
      memberId,
      amount: four(points),
      reference: `points-adjust:${key}`,
      requestKey: `points-adjust:${key}`,
      reason: `points ${four(points)}`,
      payload: { key },
      actor,
    });
    if (gate) return { ...(await this.balance(merchantId, memberId)), pending: gate.status === 'pending', approvalId: gate.approvalId };
    const { entry } = await this.repo.transaction((q) =>
      this.ledger.move(q, { merchantId, memberId, amount: points, key: `adjust:${key}`, kind: 'ADJUST', reference: key }),
    );
    return { pointBalance: four(entry.balanceAfter) };
  }

  /**
   * Points in money, for finance's threshold: at the merchant's points-to-money rate; where the rate
   * is zero (conversion off) a point counts as one unit of money, so the threshold still applies.
   */
  async moneyValue(merchantId: number, points: string): Promise<string> {
    const rate = new Big((await this.catalogue.config(merchantId)).pointExchangeRate);
    return four(rate.gt(0) ? new Big(points).times(rate) : new Big(points));
  }

  /** Finance's executor for an approved `points_adjustment`: moves the points once, under the approval's key. */
  async adjustApproved(q: Q, req: { merchantId: number; memberId: number; amount: string; payload: unknown; key: string }) {
    const reference = (req.payload as { key: string }).key;
    const move = { ...req, amount: new Big(req.amount), kind: 'ADJUST' as const, reference };
    const { entry } = await this.ledger.move(q, move);
    return { transactionId: entry.id };
  }

  async reconcile(merchantId: number) {
    const accounts = await this.repo.reconcile(merchantId);
    return { ok: accounts.length === 0, accounts };
  }
}
