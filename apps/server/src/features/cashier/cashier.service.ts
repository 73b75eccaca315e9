import { createHmac, timingSafeEqual } from 'node:crypto';
import { Big, type MoneyFormat } from '@arcadia/contract';
import {
  type BankAccount,
  CASHIER_DEFAULTS,
  CASHIER_ERRORS,
  type CashierLimits,
  type CashierRequest,
  type CashierSettings,
  callbackSigningText,
  type OpsCashierHistoryPage,
  type OpsCashierHistoryQuery,
  type ProviderCallback,
  type WithdrawCheck,
} from '@arcadia/contract/cashier';
import type { Whitelabel } from '@arcadia/contract/system';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletService } from '../wallet/index.js';
import type { CashierRepository, CashierRow } from './cashier.repository.js';

export type CashierPorts = {
  wallet: WalletService;
  flags(merchantId: number): Promise<Whitelabel>;
  /** Whether the merchant asks for a payment password (the accounts feature's policy; the pages show the field). */
  paymentPasswordRequired(merchantId: number): Promise<boolean>;
  money(merchantId: number): Promise<MoneyFormat>;
  /**
   * Bonus turnover the member must still bet before withdrawing ('0' when none) — the promotions'
   * wagering requirements, asked through the composition root; the cashier never reads their tables.
   */
  wageringRemaining?(merchantId: number, memberId: number): Promise<string>;
  /**
   * A deposit's decision (workflows/approve-deposit.ts), in the decision's transaction: `credit` the
   * approved money and its follow-ups, `decided` the event the member's notice follows (approved or
   * rejected); then `afterDecision` once it has committed (the outbox dispatches them).
   */
  deposits: {
    credit(
      tx: Tx,
      deposit: { merchantId: number; memberId: number; productType: 'DEPOSIT'; amount: string; reference: string },
    ): Promise<void>;
    decided(tx: Tx, d: DecidedDeposit): Promise<void>;
  };
  /**
   * A withdrawal's decision (workflows/decide-withdrawal.ts): `decided` pays out or gives back the
   * held money and writes the event the member's notice follows, in the decision's transaction;
   * `retried` finishes the money of a request decided before (keyed, so it moves once).
   */
  withdrawals: { decided(tx: Tx, d: DecidedWithdrawal): Promise<void>; retried(d: DecidedWithdrawal): Promise<void> };
  /** After a decision's commit: the outbox dispatches what follows it (points, notices). */
  afterDecision?(): Promise<void>;
  /**
   * The member's own deposit limit (safer-gambling feature): throws the refusal when the amount would
   * pass it. Runs in the request's transaction (`tx`), where it locks the member so two requests at
   * once are checked one after the other, each seeing the other's inserted request.
   */
  depositGate?(tx: Tx, merchantId: number, memberId: number, amount: string, key: string): Promise<void>;
};

/** A decided withdrawal, as its workflow needs it. */
export type DecidedWithdrawal = {
  merchantId: number;
  memberId: number;
  requestId: number;
  amount: string;
  approved: boolean;
  remarks: string;
  holdId: number | null;
};
/** A decided deposit, as its notice needs it (the money of an approval travels in `credit`). */
export type DecidedDeposit = Omit<DecidedWithdrawal, 'holdId'>;

/** A withdrawal request recorded under the member's key, before the gates that count money. */
export type WithdrawalClaim = { requestId: number; created: boolean; request: CashierRequest; withdrawnToday: string };

const toView = (r: CashierRow): CashierRequest => ({
  id: r.id,
  kind: r.kind as CashierRequest['kind'],
  amount: new Big(r.amount).toFixed(4),
  status: r.status as CashierRequest['status'],
  reference: r.reference,
  remarks: r.remarks,
  channel: r.channel,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * Deposits and withdrawals through the manual channel: the member asks, an operator decides.
 * Every money movement is keyed by the request id, so a decision that is retried (after a crash or
 * a double click) moves money once; a request is decided once, approve or reject, never both.
 */
export class CashierService {
  constructor(
    private readonly repo: CashierRepository,
    private readonly clock: Clock,
    private readonly ports: CashierPorts,
    /** Shared secret of the reference payment provider; its channel is off without one. */
    private readonly providerSecret: string | undefined = undefined,
  ) {}

  /** The merchant's limits over the defaults; read on every request, so an operator's change applies at once. */
  private async limits(merchantId: number): Promise<CashierLimits> {
    return { ...CASHIER_DEFAULTS, ...(await this.repo.settings(merchantId))?.limits };
  }

  /** What the deposit and withdrawal pages need to show and check before the member submits. */
  async settings(merchantId: number): Promise<CashierSettings> {
    const [stored, paymentPasswordRequired, money] = await Promise.all([
      this.repo.settings(merchantId),
      this.ports.paymentPasswordRequired(merchantId),
      this.ports.money(merchantId),
    ]);
    return {
      currency: money.currency,
      currencySymbol: money.currencySymbol,
      currencyPosition: money.currencyPosition,
      limits: { ...CASHIER_DEFAULTS, ...stored?.limits },
      channels: this.providerSecret ? ['manual', 'demo-pay'] : ['manual'],
      bank: stored?.bank ?? null,
      paymentPasswordRequired,
    };
  }

  /** Operators: limits (merged over the current ones) and the receiving bank account. */
  async saveSettings(merchantId: number, input: { limits: Partial<CashierLimits>; bank: BankAccount | null }): Promise<CashierSettings> {
    const current = await this.repo.settings(merchantId);
    const limits = { ...current?.limits, ...input.limits };
    const merged = { ...CASHIER_DEFAULTS, ...limits };
    if (new Big(merged.minWithdraw).gt(merged.maxWithdraw) || new Big(merged.minDeposit).gt(merged.maxDeposit))
      throw new AppError('invalid_request', 400, { detail: 'limits: minimum above maximum' });
    await this.repo.saveSettings(merchantId, limits, input.bank);
    return this.settings(merchantId);
  }

  /**
   * The reference provider's signed callback: the signature must match, the request must be a
   * pending deposit of this merchant on this channel with the same amount. A replayed callback
   * repeats the same decision, which moves no money twice.
   */
  async providerCallback(merchantId: number, callback: ProviderCallback, signature: string): Promise<CashierRequest> {
    if (!this.providerSecret) throw new AppError(CASHIER_ERRORS.channelOff);
    const expected = createHmac('sha256', this.providerSecret).update(callbackSigningText(callback)).digest('hex');
    const given = Buffer.from(signature.replace(/^sha256=/, ''), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected)))
      throw new AppError(CASHIER_ERRORS.badSignature, 401);
    const row = await this.repo.byId(merchantId, callback.requestId);
    // The amount is the provider's text: compare only a well-formed decimal.
    const sameAmount = row !== null && /^\d{1,20}(\.\d{1,4})?$/.test(callback.amount) && new Big(row.amount).eq(callback.amount);
    if (row?.kind !== 'deposit' || row.channel !== 'demo-pay' || !sameAmount) throw new AppError(CASHIER_ERRORS.mismatch);
    return this.decide(
      merchantId,
      row.id,
      callback.status === 'PAID' ? 'approved' : 'rejected',
      callback.status === 'PAID' ? `paid ${callback.providerRef}` : 'payment failed',
    );
  }

  async deposit(
    merchantId: number,
    memberId: number,
    req: { amount: string; reference: string; channel: string; key: string },
  ): Promise<CashierRequest> {
    const flags = await this.ports.flags(merchantId);
    if (!flags.DEPOSIT || flags.CREDITMAR3) throw new AppError(CASHIER_ERRORS.depositOff);
    const limits = await this.limits(merchantId);
    this.within(req.amount, limits.minDeposit, limits.maxDeposit);
    if (req.channel !== 'manual' && !this.providerSecret) throw new AppError(CASHIER_ERRORS.channelOff);
    if (req.channel === 'manual' && !req.reference) throw new AppError('invalid_request', 400, { detail: 'reference: required' });
    const values = {
      merchantId,
      memberId,
      kind: 'deposit',
      amount: req.amount,
      channel: req.channel,
      reference: req.reference,
      clientKey: req.key,
      createdAt: this.clock.now(),
    };
    // The limit's check and the insert are one transaction: a second request waits on the gate's
    // lock until this one commits, then counts it. A refusal commits only what the gate wrote (its
    // report line) and is thrown once the transaction has ended.
    const outcome = await this.repo.transaction(async (tx) => {
      try {
        await this.ports.depositGate?.(tx, merchantId, memberId, req.amount, req.key);
      } catch (err) {
        if (err instanceof AppError) return { refused: err };
        throw err;
      }
      return { row: (await this.repo.insertOnce(values, tx)).row };
    });
    if ('refused' in outcome) throw outcome.refused;
    return toView(outcome.row);
  }

  /** Approved and pending deposits asked for since an instant (the safer-gambling deposit limit counts them). */
  depositsSince(merchantId: number, memberId: number, since: Date, exceptKey: string, tx?: Tx): Promise<string> {
    return this.repo.depositsSince(merchantId, memberId, since, exceptKey, tx);
  }

  // A withdrawal request is a workflow (workflows/request-withdrawal.ts): its ordered gates call the
  // cashier's own checks below, then the cashier records the request and holds the money.

  /** Gate: the merchant takes withdrawals (a credit merchant has no cashier). */
  async assertWithdrawalsOpen(merchantId: number): Promise<void> {
    const flags = await this.ports.flags(merchantId);
    if (!flags.WITHDRAW || flags.CREDITMAR3) throw new AppError(CASHIER_ERRORS.withdrawOff);
  }

  /** Gate: the amount within the merchant's per-request limits. */
  async assertWithdrawAmount(merchantId: number, amount: string): Promise<void> {
    const limits = await this.limits(merchantId);
    this.within(amount, limits.minWithdraw, limits.maxWithdraw);
  }

  /**
   * Records the request under the member's key before the gates that count money: a retry of a
   * request that went through finds it (`created` false) and answers as the first time, instead of
   * counting its own amount against today's limit. `withdrawnToday` is read before the insert.
   */
  async claimWithdrawal(merchantId: number, memberId: number, req: { amount: string; key: string }): Promise<WithdrawalClaim> {
    const now = this.clock.now();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const withdrawnToday = await this.repo.withdrawnSince(merchantId, memberId, dayStart);
    const { row, created } = await this.repo.insertOnce({
      merchantId,
      memberId,
      kind: 'withdraw',
      amount: req.amount,
      clientKey: req.key,
      createdAt: now,
    });
    return { requestId: row.id, created, request: toView(row), withdrawnToday };
  }

  /** Gate after the claim: today's withdrawals with this one within the daily limit. */
  async assertDailyWithdrawLimit(merchantId: number, withdrawnToday: string, amount: string): Promise<void> {
    const limits = await this.limits(merchantId);
    if (new Big(withdrawnToday).plus(amount).gt(limits.dailyWithdraw))
      throw new AppError(CASHIER_ERRORS.dailyLimit, 200, { limit: limits.dailyWithdraw });
  }

  /** Holds the money at once; a rejected withdrawal gives it back, an approved one pays it out. */
  async holdWithdrawal(merchantId: number, memberId: number, claim: WithdrawalClaim, amount: string): Promise<CashierRequest> {
    const held = await this.ports.wallet.hold({ merchantId, memberId, amount, key: `withdraw-hold:${claim.requestId}` });
    await this.repo.setHold(claim.requestId, held.holdId);
    return claim.request;
  }

  /** A claimed request that a later gate (or the hold) refused leaves no trace. */
  async dropWithdrawal(claim: WithdrawalClaim): Promise<void> {
    await this.repo.remove(claim.requestId);
  }

  /** What the withdraw page shows before the member asks: the bonus turnover still to bet. */
  async withdrawCheck(merchantId: number, memberId: number): Promise<WithdrawCheck> {
    const remaining = (await this.ports.wageringRemaining?.(merchantId, memberId)) ?? '0';
    return { wageringRemaining: new Big(remaining).toFixed(4) };
  }

  list(merchantId: number, memberId: number) {
    return this.repo.list(merchantId, memberId).then((rows) => rows.map(toView));
  }

  /** The operators' queue, each request with the member it belongs to. */
  async queue(merchantId: number, status: 'pending' | 'approved' | 'rejected', kind?: 'deposit' | 'withdraw') {
    return (await this.repo.queue(merchantId, status, kind)).map((r) => ({ ...toView(r), memberId: r.memberId }));
  }

  async history(merchantId: number, q: OpsCashierHistoryQuery): Promise<OpsCashierHistoryPage> {
    const { rows, total } = await this.repo.history(merchantId, q);
    return { items: rows.map((r) => ({ ...toView(r), memberId: r.memberId })), total };
  }

  /** One request as it stands (the audit's "before" of a decision). */
  async request(merchantId: number, id: number): Promise<CashierRequest | null> {
    const row = await this.repo.byId(merchantId, id);
    return row ? toView(row) : null;
  }

  /** An operator's decision. Retrying the same decision finishes it; the opposite one is refused. */
  async decide(merchantId: number, id: number, decision: 'approved' | 'rejected', remarks: string): Promise<CashierRequest> {
    // A deposit's approval and its credit are one transaction: either the request is approved with the
    // money in, or it is still pending. So a retried approval finds it decided and moves nothing more.
    // A withdrawal's decision, its held money and the event of its notice commit together likewise.
    const creditsDeposit = (r: CashierRow | null): r is CashierRow => r?.kind === 'deposit' && decision === 'approved';
    const withdrawal = (r: CashierRow): DecidedWithdrawal => ({
      merchantId,
      memberId: r.memberId,
      requestId: r.id,
      amount: r.amount,
      approved: decision === 'approved',
      remarks: r.remarks,
      holdId: r.holdId,
    });
    const decided = await this.repo.transaction(async (tx) => {
      const row = await this.repo.decide(tx, merchantId, id, decision, remarks, this.clock.now());
      if (creditsDeposit(row))
        await this.ports.deposits.credit(tx, {
          merchantId,
          memberId: row.memberId,
          productType: 'DEPOSIT',
          amount: row.amount,
          reference: `deposit:${row.id}`,
        });
      if (row?.kind === 'deposit')
        await this.ports.deposits.decided(tx, {
          merchantId,
          memberId: row.memberId,
          requestId: row.id,
          amount: row.amount,
          approved: decision === 'approved',
          remarks: row.remarks,
        });
      else if (row) await this.ports.withdrawals.decided(tx, withdrawal(row));
      return row;
    });
    if (decided) await this.ports.afterDecision?.();
    const row = decided ?? (await this.decidedAlready(merchantId, id, decision));
    // A request decided before this release held its money apart from the decision: a retry finishes it.
    // A retried decision sends no second notice: the member was told by the first one's event.
    if (!decided && row.kind !== 'deposit') await this.ports.withdrawals.retried(withdrawal(row));
    return toView(row);
  }

  /** A retried decision: the request must already carry the same one, else it is refused. */
  private async decidedAlready(merchantId: number, id: number, decision: 'approved' | 'rejected'): Promise<CashierRow> {
    const current = await this.repo.byId(merchantId, id);
    if (!current || current.status !== decision) throw new AppError(CASHIER_ERRORS.notPending);
    return current;
  }

  private within(amount: string, min: string, max: string): void {
    if (new Big(amount).lt(min)) throw new AppError(CASHIER_ERRORS.belowMin, 200, { min });
    if (new Big(amount).gt(max)) throw new AppError(CASHIER_ERRORS.aboveMax, 200, { max });
  }
}
