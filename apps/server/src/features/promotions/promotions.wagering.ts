import { Big } from '@arcadia/contract';
import { PROMOTION_ERRORS, type WageringStatus } from '@arcadia/contract/promotions';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTx } from '../wallet/index.js';
import type { PromotionsRepository } from './promotions.repository.js';

/** The member's stakes since a moment (the rebates feature's per-bet record, read through a port). */
export type TurnoverSince = (merchantId: number, memberId: number, since: Date) => Promise<string>;
/** Other bonuses of this feature that carry a requirement (promo codes' redemptions, docs/adr/058). */
export type OtherBonuses = (
  merchantId: number,
  memberId: number,
) => Promise<{ code: string; bonus: string; required: string; paidAt: Date }[]>;

type Actor = { name: string; operatorId: number | null };
type Application = NonNullable<Awaited<ReturnType<PromotionsRepository['application']>>>;
/** The application, and when the waiver waits for a second operator, that request. */
type Waived = Application & { pending?: boolean; approvalId?: number };
/**
 * Finance's two-person gate (ADR 045): null waives at once, as always; otherwise the waiver waits for
 * a second operator (the approval's id and state).
 */
export type WaiverGate = (req: {
  merchantId: number;
  memberId: number;
  amount: string;
  reference: string;
  reason: string;
  payload: unknown;
  actor: Actor;
}) => Promise<{ approvalId: number; status: string } | null>;

/**
 * Wagering requirements of approved bonuses (docs/adr/023). Requirements stack: a bonus paid
 * before an earlier one was met adds to it. For every bonus k, the stakes placed since k was paid
 * must cover k's requirement and those of every later bonus; what is still missing is the largest
 * shortfall over k. A bonus met long ago therefore stops counting by itself, and a waived one
 * never counts.
 */
export class Wagering {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly clock: Clock,
    private readonly turnoverSince: TurnoverSince,
    private readonly gate: WaiverGate,
    private readonly others: OtherBonuses = async () => [],
  ) {}

  async status(merchantId: number, memberId: number): Promise<WageringStatus> {
    const [rows, others] = await Promise.all([this.repo.wageringBonuses(merchantId, memberId), this.others(merchantId, memberId)]);
    // Both kinds of bonus stack in the order they were paid: the rule below needs them sorted.
    const all = [
      ...rows.map(({ app, title }) => ({
        applicationId: app.id as number | null,
        promoCode: null as string | null,
        promotionTitle: title,
        bonus: app.bonus ?? 0,
        required: app.turnoverRequired ?? 0,
        paidAt: app.decidedAt ?? app.createdAt,
      })),
      ...others.map((o) => ({
        applicationId: null,
        promoCode: o.code,
        promotionTitle: o.code,
        bonus: o.bonus,
        required: o.required,
        paidAt: o.paidAt,
      })),
    ].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    const bonuses = await Promise.all(
      all.map(async (b) => ({
        applicationId: b.applicationId,
        promoCode: b.promoCode,
        promotionTitle: b.promotionTitle,
        bonus: new Big(b.bonus).toFixed(4),
        required: new Big(b.required).toFixed(4),
        turnover: new Big(await this.turnoverSince(merchantId, memberId, b.paidAt)).toFixed(4),
        paidAt: b.paidAt.toISOString(),
      })),
    );
    let later = new Big(0);
    let remaining = new Big(0);
    for (let k = bonuses.length - 1; k >= 0; k--) {
      const b = bonuses[k]!;
      later = later.plus(b.required);
      const short = later.minus(b.turnover);
      if (short.gt(remaining)) remaining = short;
    }
    return { remaining: remaining.toFixed(4), bonuses };
  }

  /** What the member must still bet before withdrawing ('0.0000' when nothing is outstanding). */
  async remaining(merchantId: number, memberId: number): Promise<string> {
    return (await this.status(merchantId, memberId)).remaining;
  }

  /**
   * An operator lifts one bonus's requirement (the ops guard audits the call); a repeat is refused.
   * A waiver makes the whole bonus withdrawable at once, as good as paying it without a requirement:
   * for a bonus above the merchant's threshold it waits for a second operator (ADR 045), who waives
   * it through `waiveApproved`. The answer then carries `pending` and `approvalId`.
   */
  async waive(merchantId: number, applicationId: number, remarks: string, actor: Actor): Promise<Waived> {
    const asked = await this.repo.application(merchantId, applicationId);
    if (!asked) throw new AppError(PROMOTION_ERRORS.applicationNotFound, 404);
    const waivable = asked.status === 'APPROVED' && new Big(asked.turnoverRequired ?? 0).gt(0) && !asked.wageringWaivedAt;
    if (!waivable) throw new AppError(PROMOTION_ERRORS.nothingToWaive);
    const gate = await this.gate({
      merchantId,
      memberId: asked.memberId,
      amount: new Big(asked.bonus ?? 0).toFixed(4),
      reference: `waive-wagering:${applicationId}`,
      reason: `Waive wagering of bonus #${applicationId}${remarks ? `: ${remarks}` : ''}`,
      payload: { applicationId, remarks },
      actor,
    });
    if (gate) return { ...asked, pending: gate.status === 'pending', approvalId: gate.approvalId };
    const row = await this.repo.waiveWagering(merchantId, applicationId, remarks, this.clock.now());
    if (!row) throw new AppError(PROMOTION_ERRORS.nothingToWaive);
    const current = await this.repo.application(merchantId, applicationId);
    if (!current) throw new AppError(PROMOTION_ERRORS.applicationNotFound, 404);
    return current;
  }

  /**
   * Finance's executor for an approved `waive_wagering`: waives in the approval's transaction. A
   * bonus waived meanwhile fails the approval (409), which stays pending to be rejected.
   */
  async waiveApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    const p = payload as { applicationId: number; remarks: string };
    const row = await this.repo.waiveWagering(merchantId, p.applicationId, p.remarks, this.clock.now(), tx);
    if (!row) throw new AppError(PROMOTION_ERRORS.nothingToWaive, 409);
    return { transactionId: null };
  }
}
