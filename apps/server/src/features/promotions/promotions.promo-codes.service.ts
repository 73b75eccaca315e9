import { Big } from '@arcadia/contract';
import {
  type OpsPromoCode,
  PROMO_CODE_ERRORS,
  PROMO_CODE_PATTERN,
  type PromoCodeError,
  type PromoCodeInput,
  type PromoCodeRedemption,
} from '@arcadia/contract/promotions/promo-codes';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTx } from '../wallet/index.js';
import type { PromoCodeRow, PromoCodesRepository } from './promotions.promo-codes.repository.js';

type Actor = { name: string; operatorId: number | null };

export type PromoCodesPorts = {
  /** Reads the merchant's currency before the transaction opens (see PromotionsPorts.prepare). */
  prepare(merchantId: number): Promise<void>;
  /** Credits the bonus from HOUSE:PROMO_CODE inside the redemption's transaction, keyed per code and member. */
  credit(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<{ transactionId: number }>;
  /**
   * Finance's two-person gate (ADR 045/058): null creates the code at once; otherwise it waits for a
   * second operator, who creates it through `createApproved`.
   */
  gate(req: {
    merchantId: number;
    amount: string;
    unbounded: boolean;
    reference: string;
    reason: string;
    payload: unknown;
    actor: Actor;
  }): Promise<{ approvalId: number; status: string } | null>;
};

export type Availability = { row: PromoCodeRow; error: null } | { row: PromoCodeRow | null; error: PromoCodeError };

const four = (v: Big.BigSource) => new Big(v).toFixed(4);
const normalise = (code: string) => code.trim().toUpperCase();

export const toOpsPromoCode = (r: PromoCodeRow): OpsPromoCode => ({
  id: r.id,
  code: r.code,
  bonus: four(r.bonus),
  turnoverMultiplier: r.turnoverMultiplier,
  maxUses: r.maxUses,
  usedCount: r.usedCount,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  enabled: r.enabled,
  remarks: r.remarks,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Promo codes (docs/adr/058): an operator's code that credits a fixed bonus, with a wagering
 * requirement, to each member who redeems it — once per member, up to a total number of uses,
 * inside an optional window, per merchant, while switched on.
 */
export class PromoCodes {
  constructor(
    private readonly repo: PromoCodesRepository,
    private readonly clock: Clock,
    private readonly ports: PromoCodesPorts,
  ) {}

  list(merchantId: number): Promise<OpsPromoCode[]> {
    return this.repo.list(merchantId).then((rows) => rows.map(toOpsPromoCode));
  }

  /**
   * Creating a code commits the house to `bonus × maxUses` (each new account can redeem it once,
   * and accounts are cheap to make), so that is what the gate weighs; a code without a use limit
   * has no bound and always waits for a second operator when a person creates it.
   */
  async create(merchantId: number, input: PromoCodeInput, actor: Actor): Promise<OpsPromoCode | { pending: true; approvalId: number }> {
    this.checkWindow(input);
    if (await this.repo.byCode(merchantId, input.code)) throw new AppError(PROMO_CODE_ERRORS.taken, 409);
    const exposure = input.maxUses === null ? new Big(input.bonus) : new Big(input.bonus).times(input.maxUses);
    const gate = await this.ports.gate({
      merchantId,
      amount: four(exposure),
      unbounded: input.maxUses === null,
      reference: `promo-code:${input.code}`,
      reason: `Promo code ${input.code}: ${new Big(input.bonus).toString()} × ${input.maxUses ?? '∞'} uses, wagering ×${input.turnoverMultiplier}`,
      payload: { ...input, createdBy: actor.name },
      actor,
    });
    if (gate) return { pending: true, approvalId: gate.approvalId };
    return toOpsPromoCode(await this.insert(merchantId, input, actor.name));
  }

  /** Finance's executor for an approved `promo_code`: creates it in the approval's transaction (nothing is paid yet). */
  async createApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    const p = payload as PromoCodeInput & { createdBy: string };
    await this.insert(merchantId, p, p.createdBy, tx);
    return { transactionId: null };
  }

  private async insert(merchantId: number, input: PromoCodeInput, createdBy: string, q?: WalletTx): Promise<PromoCodeRow> {
    const row = await this.repo.insert(
      {
        merchantId,
        code: input.code,
        bonus: four(input.bonus),
        turnoverMultiplier: input.turnoverMultiplier,
        maxUses: input.maxUses,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        enabled: input.enabled,
        remarks: input.remarks,
        createdBy: createdBy.slice(0, 100),
        createdAt: this.clock.now(),
      },
      q,
    );
    if (!row) throw new AppError(PROMO_CODE_ERRORS.taken, 409);
    return row;
  }

  private checkWindow(input: PromoCodeInput) {
    const start = input.startsAt ? new Date(input.startsAt) : null;
    const end = input.endsAt ? new Date(input.endsAt) : null;
    if (end && ((start && end <= start) || end <= this.clock.now())) throw new AppError(PROMO_CODE_ERRORS.windowInvalid, 400);
  }

  /** On/off only: switching a code off stops redemptions at once; the terms themselves never change. */
  async setEnabled(merchantId: number, id: number, enabled: boolean): Promise<OpsPromoCode> {
    const row = await this.repo.setEnabled(merchantId, id, enabled);
    if (!row) throw new AppError('not_found', 404);
    return toOpsPromoCode(row);
  }

  /** Spec 001 "promo-code enabled": the forms show the code field only while some code can be redeemed. */
  enabled(merchantId: number): Promise<boolean> {
    return this.repo.anyLive(merchantId, this.clock.now());
  }

  /** Whether a code can be redeemed now (not yet by whom): the live check of the register form. */
  async availability(merchantId: number, raw: string): Promise<Availability> {
    if (!PROMO_CODE_PATTERN.test(raw.trim())) return { row: null, error: PROMO_CODE_ERRORS.invalid };
    const row = await this.repo.byCode(merchantId, normalise(raw));
    const now = this.clock.now();
    // Off and not-yet-started read as invalid: a visitor learns nothing about codes not yet released.
    if (!row?.enabled || (row.startsAt && row.startsAt > now)) return { row: null, error: PROMO_CODE_ERRORS.invalid };
    if (row.endsAt && row.endsAt <= now) return { row, error: PROMO_CODE_ERRORS.expired };
    if (row.maxUses !== null && row.usedCount >= row.maxUses) return { row, error: PROMO_CODE_ERRORS.exhausted };
    return { row, error: null };
  }

  /** The same check for a signed-in member, who also learns that they redeemed it already. */
  async availabilityFor(merchantId: number, memberId: number, raw: string): Promise<Availability> {
    const a = await this.availability(merchantId, raw);
    if (a.row && (await this.repo.redeemedBy(merchantId, a.row.id, memberId)))
      return { row: a.row, error: PROMO_CODE_ERRORS.alreadyRedeemed };
    return a;
  }

  /**
   * Redeems a code once for a member: takes one use (conditional update, the code's row lock
   * serialises the last use), records the redemption (unique per member and code: a concurrent
   * second redemption by the same member waits on the index and finds it taken) and credits the
   * bonus, all in one transaction; any refusal rolls the use back.
   */
  async redeem(merchantId: number, memberId: number, raw: string): Promise<PromoCodeRedemption> {
    const found = await this.availabilityFor(merchantId, memberId, raw);
    if (found.error) throw new AppError(found.error);
    const code = found.row;
    await this.ports.prepare(merchantId);
    const now = this.clock.now();
    const redemption = await this.repo.transaction(async (tx) => {
      const taken = await this.repo.takeUse(tx, merchantId, code.id, now);
      if (!taken) throw new AppError(PROMO_CODE_ERRORS.exhausted);
      const bonus = new Big(taken.bonus);
      const row = await this.repo.addRedemption(tx, {
        merchantId,
        codeId: code.id,
        memberId,
        bonus: four(bonus),
        turnoverRequired: four(bonus.times(taken.turnoverMultiplier)),
        redeemedAt: now,
      });
      if (!row) throw new AppError(PROMO_CODE_ERRORS.alreadyRedeemed);
      const moved = await this.ports.credit({ tx, merchantId, memberId, amount: four(bonus), key: `promo-code:${code.id}:${memberId}` });
      await this.repo.setTransaction(tx, row.id, moved.transactionId);
      return row;
    });
    return {
      id: redemption.id,
      code: code.code,
      bonus: four(redemption.bonus),
      turnoverRequired: four(redemption.turnoverRequired),
      redeemedAt: redemption.redeemedAt.toISOString(),
    };
  }

  /**
   * The register form's code, redeemed just after the member was created. The form checked it live,
   * but it may have run out or expired since: the registration still succeeds (the member exists
   * already) and the refusal is returned to be logged; the member can redeem it in the reward centre.
   */
  async redeemAtRegistration(merchantId: number, memberId: number, raw: string): Promise<void> {
    try {
      await this.redeem(merchantId, memberId, raw);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }

  async redemptions(merchantId: number, memberId: number): Promise<PromoCodeRedemption[]> {
    const rows = await this.repo.ofMember(merchantId, memberId);
    return rows.map(({ r, code }) => ({
      id: r.id,
      code,
      bonus: four(r.bonus),
      turnoverRequired: four(r.turnoverRequired),
      redeemedAt: r.redeemedAt.toISOString(),
    }));
  }

  /** Redemptions whose requirement counts towards the member's wagering (promotions.wagering.ts). */
  async wageringBonuses(merchantId: number, memberId: number) {
    const rows = await this.repo.wageringBonuses(merchantId, memberId);
    return rows.map(({ r, code }) => ({ code, bonus: r.bonus, required: r.turnoverRequired, paidAt: r.redeemedAt }));
  }
}
