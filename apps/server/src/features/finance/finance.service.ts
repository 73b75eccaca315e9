import { randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import {
  type Adjustment,
  DEFAULT_APPROVAL_THRESHOLD,
  FINANCE_ERRORS,
  type FinanceSettings,
  type PayoutKind,
} from '@arcadia/contract/finance';
import { DECIMAL_PATTERN, WALLET_ERRORS } from '@arcadia/contract/wallet';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AdjustmentRow, FinanceRepository } from './finance.repository.js';

type Move = { merchantId: number; memberId: number; amount: string; key: string; tx?: Tx };

export type FinancePorts = {
  wallet: {
    credit(req: Move & { source: string }): Promise<{ transactionId: number }>;
    debit(req: Move & { sink: string }): Promise<{ transactionId: number }>;
  };
  memberByAccount(merchantId: number, account: string): Promise<{ id: number; account: string } | null>;
  accountOf(merchantId: number, memberId: number): Promise<string>;
  /**
   * Reads what the wallet needs from outside our transaction (the merchant's currency) before it
   * opens: on PGlite a query outside an open transaction waits for it to end.
   */
  prepare(merchantId: number): Promise<void>;
  /** Points in money at the merchant's points-to-money rate (one for one where it has none). */
  pointsValue(merchantId: number, points: string): Promise<string>;
  /**
   * Tells the member about money credited to them (the notice a deposit gives), written in the
   * credit's transaction (the outbox sends it after the commit; `key` is the credit's, told once).
   */
  notifyCredit(
    tx: Tx,
    credit: { merchantId: number; memberId: number; amount: string; remarks: string; popup: boolean; key: string },
  ): Promise<void>;
  /** After a commit that wrote notices: they go out now rather than at the outbox's next sweep. */
  afterCommit(): Promise<void>;
};
/** What the member's notice of a credit says: the operator's text, and whether it pops up. */
type CreditNotice = { remarks: string; popup: boolean };

/** Who acts: an operator (named, with id) or the platform machine token (operatorId null). */
export type FinanceActor = { name: string; operatorId: number | null };

/**
 * Carries out an approved payout of another feature in the approval's transaction, keyed by the
 * approval (`payout:<id>`), and answers the movement's id (wallet transaction or points entry; null
 * when the approval creates a prize table that pays later) and what to do once it has committed.
 */
export type PayoutExecutor = (
  tx: Tx,
  p: { merchantId: number; memberId: number | null; amount: string; payload: unknown; key: string },
) => Promise<{ transactionId: number | null; after?: () => Promise<void> }>;

/** An operator payout of another feature, asked before it moves anything (ADR 037). */
export type PayoutRequest = {
  merchantId: number;
  kind: Exclude<PayoutKind, 'wallet_adjustment'>;
  /** The member paid, or null for a prize table (mission, raffle) that pays whoever wins. */
  memberId: number | null;
  /** In its unit: money, points, or a rate in percent (ADR 045). */
  amount: string;
  unit: 'money' | 'points' | 'percent';
  /**
   * Nothing bounds what it pays in total, so it is not weighed against the threshold: any raise
   * waits (ADR 045). Implied by `percent`; a house-funded agent salary of a fixed amount per period
   * is money paid every period without end.
   */
  unbounded?: boolean;
  /** The thing paid for: at most one request of it waits at a time. */
  reference: string;
  /** The caller's own key when it has one: the same request again answers the first. */
  requestKey?: string;
  reason: string;
  payload: unknown;
  actor: FinanceActor;
};
/** null: at or under the threshold, the caller pays as it always did; otherwise the approval. */
export type PayoutGate = { approvalId: number; status: Adjustment['status'] } | null;
/** The gate as a prize-table feature (raffles, missions) asks it: finance adds the kind. */
export type PrizeTableGate = (req: Omit<PayoutRequest, 'kind' | 'memberId' | 'requestKey'>) => Promise<PayoutGate>;
/**
 * The same gate as a rule config asks it (ADR 045: VIP bonuses, referral reward, rebate rates): a
 * table of amounts set by hand that pays later, like a prize table. The caller passes what its
 * change raises (0 when it raises nothing, which also refuses a change while another one waits).
 */
export type RuleGate = PrizeTableGate;

/** The house account on the other side of every adjustment (HOUSE:ADJUSTMENT). */
const HOUSE = 'ADJUSTMENT';
const walletKey = (id: number) => `adjustment:${id}`;
const payoutKey = (id: number) => `payout:${id}`;

function signedAmount(value: string): Big {
  // Strict decimal only: Big would also take "1e3" or ".5".
  if (!/^-?\d{1,20}(\.\d{1,4})?$/.test(value)) throw new AppError(FINANCE_ERRORS.amountInvalid, 400);
  let b: Big;
  try {
    b = new Big(value);
  } catch {
    throw new AppError(FINANCE_ERRORS.amountInvalid, 400);
  }
  if (b.eq(0) || !b.round(4).eq(b) || b.abs().gte(new Big('1e20'))) throw new AppError(FINANCE_ERRORS.amountInvalid, 400);
  return b;
}

export const toAdjustment = (r: AdjustmentRow): Adjustment => ({
  id: r.id,
  account: r.account,
  amount: new Big(r.amount).toFixed(4),
  reason: r.reason,
  status: r.status as Adjustment['status'],
  kind: r.kind as Adjustment['kind'],
  unit: r.unit as Adjustment['unit'],
  reference: r.reference,
  requestedBy: r.requestedBy,
  decidedBy: r.decidedBy,
  decisionNote: r.decisionNote,
  transactionId: r.transactionId,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * Manual adjustments with two-person control (ADR 024). The wallet moves in the same transaction
 * that records the adjustment as applied, keyed by the adjustment's id, so it moves exactly once.
 */
export class FinanceService {
  private readonly executors = new Map<PayoutKind, PayoutExecutor>();

  constructor(
    private readonly repo: FinanceRepository,
    private readonly clock: Clock,
    private readonly ports: FinancePorts,
  ) {}

  /** The owning feature carries out approved payouts of this kind (wired by the composition root). */
  registerPayout(kind: PayoutRequest['kind'], executor: PayoutExecutor): void {
    this.executors.set(kind, executor);
  }

  /**
   * The gate every operator payout passes before it moves anything (ADR 037). At or under the
   * merchant's threshold (or from the machine token, as adjustments: ADR 024) it answers null and the
   * caller pays as before; above it the payout is stored pending for a second operator, who carries it
   * out through `approve`. A request for something that already waits answers that request when it is
   * the same one again, and is refused otherwise (a second bonus for one application, say).
   */
  async requestPayout(req: PayoutRequest): Promise<PayoutGate> {
    const amount = new Big(req.amount);
    const same = (row: AdjustmentRow) => row.requestedBy === req.actor.name && new Big(row.amount).eq(amount) && row.kind === req.kind;
    const open = await this.repo.pendingFor(req.merchantId, req.reference);
    if (open) {
      if (same(open)) return { approvalId: open.id, status: 'pending' };
      throw new AppError(FINANCE_ERRORS.payoutPending, 409);
    }
    if (req.requestKey) {
      const prior = await this.repo.byKey(req.merchantId, req.requestKey);
      if (prior) return { approvalId: prior.id, status: prior.status as Adjustment['status'] };
    }
    const { approvalThreshold } = await this.settings(req.merchantId);
    if (req.actor.operatorId === null) return null;
    if (req.unit === 'percent' || req.unbounded) {
      // A rate has no amount to weigh against the threshold (it pays on every future stake): any
      // raise waits for a second operator, a change that raises nothing applies at once (ADR 045).
      if (amount.lte(0)) return null;
    } else {
      const value = req.unit === 'points' ? await this.ports.pointsValue(req.merchantId, amount.abs().toFixed(4)) : amount.abs();
      if (new Big(value).lte(approvalThreshold)) return null;
    }
    const now = this.clock.now();
    const account = req.memberId === null ? '' : await this.ports.accountOf(req.merchantId, req.memberId);
    const { row, created } = await this.repo.insert({
      merchantId: req.merchantId,
      memberId: req.memberId,
      account,
      amount: amount.toFixed(4),
      kind: req.kind,
      unit: req.unit,
      reference: req.reference,
      payload: req.payload,
      reason: req.reason.slice(0, 200) || req.kind,
      status: 'pending',
      // Without a key of the caller's, the reference, the time and a nonce: a decided request can be
      // asked again, even within the same millisecond (a rule config decided and changed again). The
      // reference is cut so the key fits its 100 characters (a mission's reference may not).
      requestKey: req.requestKey ?? `${req.reference.slice(0, 70)}@${now.getTime()}#${randomBytes(4).toString('hex')}`,
      requestedBy: req.actor.name,
      requestedById: req.actor.operatorId,
      createdAt: now,
    });
    if (!created && !same(row)) throw new AppError(FINANCE_ERRORS.payoutPending, 409);
    return { approvalId: row.id, status: row.status as Adjustment['status'] };
  }

  /** The service clock (reconciliation reports say when they were checked). */
  now(): Date {
    return this.clock.now();
  }

  async settings(merchantId: number): Promise<FinanceSettings> {
    const stored = await this.repo.threshold(merchantId);
    return { approvalThreshold: new Big(stored ?? DEFAULT_APPROVAL_THRESHOLD).toFixed(4) };
  }

  async saveSettings(merchantId: number, input: { approvalThreshold: string }): Promise<FinanceSettings> {
    if (!DECIMAL_PATTERN.test(input.approvalThreshold)) throw new AppError(FINANCE_ERRORS.thresholdInvalid, 400);
    let b: Big;
    try {
      b = new Big(input.approvalThreshold);
    } catch {
      throw new AppError(FINANCE_ERRORS.thresholdInvalid, 400);
    }
    if (b.lt(0) || !b.round(4).eq(b) || b.gte(new Big('1e20'))) throw new AppError(FINANCE_ERRORS.thresholdInvalid, 400);
    await this.repo.saveThreshold(merchantId, b.toFixed(4), this.clock.now());
    return this.settings(merchantId);
  }

  /**
   * Applies the adjustment at once when it is at or under the threshold (or comes from the machine
   * token, which is not a person: ADR 024); otherwise stores it as a request for a second operator.
   */
  async adjust(
    merchantId: number,
    input: { account: string; amount: string; reason: string; key: string; popup?: boolean; notice?: string },
    actor: FinanceActor,
  ): Promise<Adjustment> {
    const reason = input.reason.trim();
    if (!reason) throw new AppError(FINANCE_ERRORS.reasonRequired, 400);
    const amount = signedAmount(input.amount);
    const member = await this.ports.memberByAccount(merchantId, input.account);
    if (!member) throw new AppError(FINANCE_ERRORS.memberUnknown, 404);
    const { approvalThreshold } = await this.settings(merchantId);
    const needsSecond = actor.operatorId !== null && amount.abs().gt(approvalThreshold);
    const now = this.clock.now();
    const asked = {
      merchantId,
      memberId: member.id,
      account: member.account,
      amount: amount.toFixed(4),
      reason,
      requestKey: input.key,
      requestedBy: actor.name,
      requestedById: actor.operatorId,
      createdAt: now,
    };
    const row = await this.repo.transaction(async (tx) => {
      // Inserted pending; the applied state and its wallet transaction are written together below.
      const { row, created } = await this.repo.insert({ ...asked, status: 'pending' }, tx);
      if (!created) {
        // The same submission again answers the first result; a different one under its key is refused.
        if (row.memberId !== member.id || !new Big(row.amount).eq(amount) || row.reason !== reason)
          throw new AppError(WALLET_ERRORS.keyReused, 409);
        return { row, moved: false };
      }
      if (needsSecond) return { row, moved: false };
      return { row: await this.move(tx, row, undefined, { remarks: input.notice ?? reason, popup: input.popup ?? true }), moved: true };
    });
    if (row.moved) await this.ports.afterCommit();
    return toAdjustment(row.row);
  }

  /** A second operator approves: the wallet moves once, whoever clicks and however often. */
  async approve(merchantId: number, id: number, actor: FinanceActor): Promise<Adjustment> {
    let after: (() => Promise<void>) | undefined;
    const row = await this.decide(merchantId, id, actor, 'applied', '', (a) => {
      after = a;
    });
    if (row.kind === 'wallet_adjustment') await this.ports.afterCommit();
    else await after?.();
    return toAdjustment(row);
  }

  async reject(merchantId: number, id: number, actor: FinanceActor, note: string): Promise<Adjustment> {
    return toAdjustment(await this.decide(merchantId, id, actor, 'rejected', note));
  }

  async list(merchantId: number, f: { status?: string; kind?: string; account?: string; page: number; size: number }) {
    let memberId: number | undefined;
    if (f.account) {
      const member = await this.ports.memberByAccount(merchantId, f.account);
      if (!member) return { items: [], total: 0 };
      memberId = member.id;
    }
    const { rows, total } = await this.repo.list(merchantId, { ...f, memberId });
    return { items: rows.map(toAdjustment), total };
  }

  async get(merchantId: number, id: number): Promise<Adjustment | null> {
    const row = await this.repo.get(merchantId, id);
    return row ? toAdjustment(row) : null;
  }

  private async decide(
    merchantId: number,
    id: number,
    actor: FinanceActor,
    status: 'applied' | 'rejected',
    note: string,
    onAfter?: (after: (() => Promise<void>) | undefined) => void,
  ) {
    // The second person must be a person: the machine token cannot approve or reject.
    if (actor.operatorId === null) throw new AppError(FINANCE_ERRORS.operatorRequired, 403);
    await this.ports.prepare(merchantId);
    return this.repo.transaction(async (tx) => {
      const decided = await this.repo.decide(tx, merchantId, id, {
        status: status === 'applied' ? 'pending' : 'rejected',
        decidedBy: actor.name,
        decidedById: actor.operatorId,
        note: note.trim(),
        at: this.clock.now(),
      });
      if (!decided) {
        const row = await this.repo.get(merchantId, id, tx);
        if (!row) throw new AppError(FINANCE_ERRORS.requestUnknown, 404);
        if (row.status === 'pending' && !row.decidedBy && row.requestedBy === actor.name)
          throw new AppError(FINANCE_ERRORS.ownRequest, 403);
        throw new AppError(FINANCE_ERRORS.alreadyDecided, 409);
      }
      // A debit the member can no longer cover fails here and rolls the decision back: still pending.
      // Answered as 409 so the audit (which records successes) does not list it as an approval.
      if (status === 'rejected') return decided;
      return this.move(tx, decided, onAfter).catch((err: unknown) => {
        throw err instanceof AppError && err.status < 400 ? new AppError(err.code, 409) : err;
      });
    });
  }

  private async move(
    tx: Tx,
    row: AdjustmentRow,
    onAfter?: (after: (() => Promise<void>) | undefined) => void,
    notice: CreditNotice = { remarks: row.reason, popup: true },
  ): Promise<AdjustmentRow> {
    if (row.kind !== 'wallet_adjustment') {
      const execute = this.executors.get(row.kind as PayoutKind);
      if (!execute) throw new Error(`no payout executor for ${row.kind}`);
      const done = await execute(tx, {
        merchantId: row.merchantId,
        memberId: row.memberId,
        amount: new Big(row.amount).toFixed(4),
        payload: row.payload,
        key: payoutKey(row.id),
      });
      onAfter?.(done.after);
      return this.repo.applied(tx, row.id, done.transactionId, this.clock.now());
    }
    const amount = new Big(row.amount);
    const req = { merchantId: row.merchantId, memberId: row.memberId!, amount: amount.abs().toFixed(4), key: walletKey(row.id), tx };
    const moved = amount.gt(0)
      ? await this.ports.wallet.credit({ ...req, source: HOUSE })
      : await this.ports.wallet.debit({ ...req, sink: HOUSE });
    // A credit is announced with it: the notice commits (or rolls back) with the money.
    if (amount.gt(0))
      await this.ports.notifyCredit(tx, {
        merchantId: req.merchantId,
        memberId: req.memberId,
        amount: req.amount,
        key: req.key,
        ...notice,
      });
    return this.repo.applied(tx, row.id, moved.transactionId, this.clock.now());
  }
}
