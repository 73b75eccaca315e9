import { Big } from '@arcadia/contract';
import { POINTS_ERRORS, type PointConfig, type ProductType, RATE_OF_PRODUCT } from '@arcadia/contract/points';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EntryRow, PointsRepository, Q } from './points.repository.js';

/** Why points moved; the transaction list names each in Chinese and English. */
export type EntryKind = 'BET' | 'DEPOSIT' | 'REDEEM' | 'REFUND' | 'REDEEM_BONUS' | 'CONVERT' | 'ADJUST' | 'PRIZE';

export type PointMove = {
  merchantId: number;
  memberId: number;
  /** Signed: positive earns, negative spends. */
  amount: Big;
  key: string;
  kind: EntryKind;
  reference?: string;
  productType?: string | null;
  baseAmount?: string | null;
};

/** A bet or deposit that may earn points (the games, house-games and cashier hooks send these). */
export type AccrualEvent = {
  merchantId: number;
  memberId: number;
  productType: ProductType | string;
  /** The stake or deposit, a decimal string. */
  amount: string;
  /** Unique per bet or deposit: accrual is keyed by it, so a repeated event earns once. */
  reference: string;
};

/**
 * The points ledger, with the wallet's guarantees: every movement is one immutable entry keyed
 * per merchant (a retry returns the first entry), the balance moves by a conditional update (never
 * below zero, a CHECK as backstop) and equals the sum of the entries (`reconcile`).
 */
export class PointsLedger {
  constructor(
    readonly repo: PointsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * One movement inside `q`. The member's account row is locked first, so movements of one member
   * queue and the key lookup below cannot race a concurrent twin.
   */
  async move(q: Q, m: PointMove): Promise<{ entry: EntryRow; fresh: boolean }> {
    if (m.amount.eq(0)) throw new Error('zero point movement');
    const account = await this.repo.lockAccount(q, m.merchantId, m.memberId);
    const prior = await this.repo.entryByKey(q, m.merchantId, m.key);
    if (prior) {
      if (prior.memberId !== m.memberId || prior.kind !== m.kind || !new Big(prior.amount).eq(m.amount))
        throw new AppError(POINTS_ERRORS.keyReused, 409);
      return { entry: prior, fresh: false };
    }
    const after = await this.repo.applyToBalance(q, account.id, m.amount.toFixed(4));
    if (after === null) throw new AppError(POINTS_ERRORS.pointsInsufficient);
    const entry = await this.repo.insertEntry(q, {
      merchantId: m.merchantId,
      memberId: m.memberId,
      idempotencyKey: m.key,
      kind: m.kind,
      productType: m.productType ?? null,
      reference: m.reference ?? '',
      baseAmount: m.baseAmount ?? null,
      amount: m.amount.toFixed(4),
      balanceAfter: after,
      createdAt: this.clock.now(),
    });
    return { entry, fresh: true };
  }

  /** Points a stake or deposit earns under a config: amount × the product type's rate, 4 places. */
  static earned(config: PointConfig, productType: string, amount: string): Big {
    const rateKey = RATE_OF_PRODUCT[productType as ProductType];
    if (!rateKey) return new Big(0);
    return new Big(amount).times(config[rateKey]).round(4, Big.roundDown);
  }

  /** Earns the points of one bet or deposit in its own transaction; null when it earns nothing. */
  async accrue(event: AccrualEvent, config: PointConfig): Promise<EntryRow | null> {
    if (!/^\d{1,20}(\.\d{1,4})?$/.test(event.amount)) return null;
    const points = PointsLedger.earned(config, event.productType, event.amount);
    if (points.lte(0)) return null;
    const { entry } = await this.repo.transaction((q) =>
      this.move(q, {
        merchantId: event.merchantId,
        memberId: event.memberId,
        amount: points,
        key: `accrue:${event.reference}`,
        kind: event.productType === 'DEPOSIT' ? 'DEPOSIT' : 'BET',
        reference: event.reference,
        productType: event.productType,
        baseAmount: new Big(event.amount).toFixed(4),
      }),
    );
    return entry;
  }
}
