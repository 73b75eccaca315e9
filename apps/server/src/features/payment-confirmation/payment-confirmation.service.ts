import { Big } from '@arcadia/contract';
import type { createPaymentConfirmationSchema } from '@arcadia/contract/payment-confirmation';
import {
  type MoneyReceived,
  type OpsPaymentConfirmation,
  PAYMENT_CONFIRMATION_ERRORS,
  type PaymentConfirmationItem,
  type PaymentDecision,
  type ProcessPayment,
} from '@arcadia/contract/payment-confirmation';
import { WALLET_ERRORS } from '@arcadia/contract/wallet';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { NotifyInput } from '../notifications/index.js';
import type { WalletService } from '../wallet/index.js';
import { normaliseProof, type Proof } from './payment-confirmation.proof.js';
import type { ConfirmationRow, PaymentConfirmationRepository } from './payment-confirmation.repository.js';

export type PaymentConfirmationPorts = {
  wallet: WalletService;
  memberByAccount(merchantId: number, account: string): Promise<{ id: number } | null>;
  accountOf(merchantId: number, memberId: number): Promise<string>;
  notify(input: NotifyInput): Promise<unknown>;
  /** A notice sent once per key, however often it is asked for (a retry, the recovery job). */
  notifyOnce(input: NotifyInput & { dedupeKey: string }): Promise<unknown>;
};
type CreateInput = z.output<typeof createPaymentConfirmationSchema>;

const STATUS_OF: Record<MoneyReceived, ConfirmationRow['status']> = { Y: 'received', N: 'not_received', A: 'auto_confirmed' };
/** The house account money passes through on its way from the receiver's hold to the payer. */
const P2P_ACCOUNT = 'P2P';

const toItem = (r: ConfirmationRow): PaymentConfirmationItem => ({
  payDetailId: r.id,
  isAutoConfirmed: r.isAutoConfirmed as 'Y' | 'N',
  amount: new Big(r.amount).toFixed(4),
  remainingAmount: new Big(r.remainingAmount).toFixed(4),
  createdAt: r.createdAt.toISOString(),
});

const toDecision = (r: ConfirmationRow): PaymentDecision => ({
  payDetailId: r.id,
  isMoneyReceived: r.isMoneyReceived as MoneyReceived,
  status: r.status as PaymentDecision['status'],
  decidedAt: (r.decidedAt ?? r.createdAt).toISOString(),
});

/**
 * Person-to-person payments (spec 001 §3-§5, §7). Raising an item holds its amount in the
 * receiver's wallet; "received" (Y, or A when the item was auto-confirmed) settles it to the payer;
 * "not received" (N, with an image) leaves it held until an operator has looked at the proof.
 * Every movement is keyed by the item id, so a retried answer moves money once.
 */
export class PaymentConfirmationService {
  constructor(
    private readonly repo: PaymentConfirmationRepository,
    private readonly clock: Clock,
    private readonly ports: PaymentConfirmationPorts,
  ) {}

  async pending(merchantId: number, memberId: number): Promise<PaymentConfirmationItem[]> {
    return (await this.repo.pending(merchantId, memberId)).map(toItem);
  }

  async decide(merchantId: number, memberId: number, req: ProcessPayment): Promise<PaymentDecision> {
    const current = await this.repo.byId(merchantId, req.payDetailId);
    if (!current || current.memberId !== memberId || current.holdId === null) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.notFound);
    if (current.status !== 'pending') return this.repeat(current, req.isMoneyReceived);
    if (req.isMoneyReceived === 'A' && current.isAutoConfirmed !== 'Y') throw new AppError(PAYMENT_CONFIRMATION_ERRORS.autoNotAllowed);
    let proof: Proof | null = null;
    if (req.isMoneyReceived === 'N') {
      if (!req.proofOfNotReceive) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.proofRequired);
      proof = await normaliseProof(req.proofOfNotReceive);
    }
    const status = STATUS_OF[req.isMoneyReceived];
    const now = this.clock.now();
    const row = await this.repo.decide(
      merchantId,
      memberId,
      current.id,
      { status, isMoneyReceived: req.isMoneyReceived, decidedAt: now },
      proof && { ...proof, createdAt: now },
    );
    if (!row) {
      // Another answer got there first (a double click, a second tab).
      const latest = await this.repo.byId(merchantId, current.id);
      if (!latest) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.notFound);
      return this.repeat(latest, req.isMoneyReceived);
    }
    if (status !== 'not_received') {
      try {
        await this.settleHold(row);
      } catch (err) {
        // Nothing moved: the member may answer again. Once the hold is settled the answer stands,
        // and a failed credit is finished by a repeated answer or the operators' finish.
        await this.repo.undoDecision(merchantId, row.id, status);
        throw err;
      }
      await this.creditPayer(row);
    }
    return toDecision(row);
  }

  /** The same answer again finishes what the first one started; another answer is refused. */
  private async repeat(row: ConfirmationRow, answer: MoneyReceived): Promise<PaymentDecision> {
    if (row.isMoneyReceived !== answer) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.decided);
    if (row.status === 'received' || row.status === 'auto_confirmed') await this.payOut(row);
    return toDecision(row);
  }

  /** Held money goes to the payer: out of the receiver's hold, into the payer's main wallet. */
  private async payOut(row: ConfirmationRow): Promise<void> {
    await this.settleHold(row);
    await this.creditPayer(row);
  }

  private async settleHold(row: ConfirmationRow): Promise<void> {
    await this.ports.wallet.settle({ merchantId: row.merchantId, holdId: row.holdId!, key: `p2p-settle:${row.id}`, sink: P2P_ACCOUNT });
  }

  private async creditPayer(row: ConfirmationRow): Promise<void> {
    const { merchantId } = row;
    await this.ports.wallet.credit({
      merchantId,
      memberId: row.payerMemberId,
      amount: row.amount,
      key: `p2p-credit:${row.id}`,
      source: P2P_ACCOUNT,
    });
    // The payer hears of it like any deposit, exactly once: the notice is keyed by the item and sent
    // before the item is marked settled, so a process that stops in between leaves it unsettled, and
    // the recovery job (or a retried answer) sends it then; a second send of the key sends nothing.
    await this.ports.notifyOnce({
      merchantId,
      memberId: row.payerMemberId,
      type: 'DEPOSIT',
      data: { amount: new Big(row.amount).toFixed(4), success: true, remarks: row.reference, popup: true },
      dedupeKey: `p2p-paid:${row.id}`,
    });
    await this.repo.markSettled(row.id, this.clock.now());
  }

  // ---- operators ----

  /** Raises an item and holds its amount in the receiver's wallet; a retried key finds the first item. */
  async create(merchantId: number, input: CreateInput): Promise<OpsPaymentConfirmation> {
    const receiver = await this.ports.memberByAccount(merchantId, input.account);
    const payer = await this.ports.memberByAccount(merchantId, input.payerAccount);
    if (!receiver || !payer) throw new AppError('not_found', 404);
    if (receiver.id === payer.id) throw new AppError('invalid_request', 400, { detail: 'payerAccount: the payer cannot be the receiver' });
    const { row, created } = await this.repo.insertOnce({
      merchantId,
      memberId: receiver.id,
      payerMemberId: payer.id,
      amount: input.amount,
      remainingAmount: input.remainingAmount,
      isAutoConfirmed: input.isAutoConfirmed,
      reference: input.reference,
      clientKey: input.key,
      createdAt: this.clock.now(),
    });
    if (!created) {
      const same = row.memberId === receiver.id && row.payerMemberId === payer.id && new Big(row.amount).eq(input.amount);
      if (!same) throw new AppError(WALLET_ERRORS.keyReused, 409);
      // A retry after a crash between insert and hold finishes the hold (its key is the item's).
      if (row.holdId !== null) return this.toOps(row, false);
    }
    let holdId: number;
    try {
      ({ holdId } = await this.ports.wallet.hold({ merchantId, memberId: receiver.id, amount: input.amount, key: `p2p-hold:${row.id}` }));
      await this.repo.setHold(row.id, holdId);
    } catch (err) {
      await this.repo.remove(row.id);
      throw err;
    }
    await this.balanceChanged(merchantId, receiver.id);
    return this.toOps({ ...row, holdId }, false);
  }

  async list(merchantId: number, status: ConfirmationRow['status'] | undefined, limit: number): Promise<OpsPaymentConfirmation[]> {
    const rows = await this.repo.list(merchantId, status, limit);
    const withProof = await this.repo.proofIds(
      merchantId,
      rows.map((r) => r.id),
    );
    return Promise.all(rows.map((r) => this.toOps(r, withProof.has(r.id))));
  }

  proof(merchantId: number, id: number) {
    return this.repo.proof(merchantId, id);
  }

  /**
   * An operator's outcome for a disputed item, after looking at the proof: "paid" settles to the
   * payer as a Y would have, "unpaid" gives the held money back to the receiver.
   */
  async resolve(merchantId: number, id: number, outcome: 'paid' | 'unpaid', remarks: string): Promise<OpsPaymentConfirmation> {
    const status = outcome === 'paid' ? 'resolved_paid' : 'resolved_unpaid';
    let row = await this.repo.resolve(merchantId, id, status, remarks, this.clock.now());
    const first = row !== null;
    if (!row) {
      const current = await this.repo.byId(merchantId, id);
      if (!current) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.notFound);
      if (current.status !== status) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.notDisputed);
      row = current;
    }
    if (status === 'resolved_paid') await this.payOut(row);
    else await this.giveBack(row, first);
    return this.toOps(row, true);
  }

  private async giveBack(row: ConfirmationRow, first: boolean): Promise<void> {
    await this.ports.wallet.release({ merchantId: row.merchantId, holdId: row.holdId!, key: `p2p-release:${row.id}` });
    await this.repo.markSettled(row.id, this.clock.now());
    if (first) await this.balanceChanged(row.merchantId, row.memberId);
  }

  /**
   * Finishes decisions whose money did not finish moving (the process stopped between recording
   * the answer and the wallet). Every movement is keyed by the item, so running this twice, or
   * while the original request is still going, moves nothing twice.
   */
  async finishUnsettled(merchantId: number, graceMs = 60_000): Promise<{ finished: number[] }> {
    const rows = await this.repo.unsettled(merchantId, new Date(this.clock.now().getTime() - graceMs));
    const finished: number[] = [];
    for (const row of rows) {
      if (row.status === 'resolved_unpaid') await this.giveBack(row, true);
      else await this.payOut(row);
      finished.push(row.id);
    }
    return { finished };
  }

  /** A silent event: the member's open pages refresh the balance the hold or release changed. */
  private async balanceChanged(merchantId: number, memberId: number): Promise<void> {
    await this.ports.notify({ merchantId, memberId, type: 'BALANCE', data: {} });
  }

  private async toOps(r: ConfirmationRow, hasProof: boolean): Promise<OpsPaymentConfirmation> {
    const [account, payerAccount] = await Promise.all([
      this.ports.accountOf(r.merchantId, r.memberId),
      this.ports.accountOf(r.merchantId, r.payerMemberId),
    ]);
    return {
      payDetailId: r.id,
      account,
      payerAccount,
      amount: new Big(r.amount).toFixed(4),
      remainingAmount: new Big(r.remainingAmount).toFixed(4),
      isAutoConfirmed: r.isAutoConfirmed as 'Y' | 'N',
      reference: r.reference,
      status: r.status as OpsPaymentConfirmation['status'],
      isMoneyReceived: (r.isMoneyReceived as MoneyReceived | null) ?? null,
      hasProof,
      remarks: r.remarks,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      settledAt: r.settledAt?.toISOString() ?? null,
    };
  }
}
