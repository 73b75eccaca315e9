import { Big } from '@arcadia/contract';
import { REBATE_ERRORS, type RebateDetails, type RebateProductType } from '@arcadia/contract/rebates';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTx } from '../wallet/index.js';
import type { RebatesRepository } from './rebates.repository.js';

export type RebatesPorts = {
  /**
   * Reads what the wallet needs from outside our transaction (the merchant's currency) before it
   * opens: on PGlite a query outside an open transaction waits for it to end.
   */
  prepare(merchantId: number): Promise<void>;
  /** Pays a claim inside its transaction, keyed by the claim id. */
  credit(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<{ transactionId: number }>;
  /** A whitelabel switch of the merchant (MYRBT3, PLYRBT, MANPLAYREB3). */
  enabled(merchantId: number, flag: 'MYRBT3' | 'PLYRBT' | 'MANPLAYREB3'): Promise<boolean>;
};

/** One settled bet's turnover, as the bet workflow reports it. */
export type TurnoverInput = {
  merchantId: number;
  memberId: number;
  productType: RebateProductType;
  turnover: string;
  /** Unique per merchant (e.g. `house:<roundId>`): a replayed report accrues nothing more. */
  betRef: string;
  /** The bet's own transaction, when the caller wants the accrual to commit with it. */
  tx?: WalletTx;
};

export class RebatesService {
  constructor(
    private readonly repo: RebatesRepository,
    private readonly clock: Clock,
    private readonly ports: RebatesPorts,
  ) {}

  private async require(merchantId: number, flag: 'MYRBT3' | 'PLYRBT' | 'MANPLAYREB3') {
    if (!(await this.ports.enabled(merchantId, flag))) throw new AppError(REBATE_ERRORS.disabled, 403);
  }

  async rates(merchantId: number) {
    await this.require(merchantId, 'MYRBT3');
    return (await this.repo.rates(merchantId)).map((r) => ({ productType: r.productType as RebateProductType, rate: r.rate }));
  }

  setRates(merchantId: number, rates: { productType: string; rate: string }[]) {
    return this.repo.setRates(merchantId, rates);
  }

  /**
   * Records a settled bet's turnover and the rebate it earns at today's rate (rounded half up to
   * 4 places). Returns false when the bet was recorded before. For the bet workflow to call.
   */
  async recordTurnover(input: TurnoverInput): Promise<boolean> {
    const turnover = new Big(input.turnover);
    if (turnover.lt(0)) throw new AppError('invalid_request', 400);
    const q = input.tx ?? this.repo.db;
    const rate = (await this.repo.rate(q, input.merchantId, input.productType)) ?? '0';
    return this.repo.accrue(q, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      productType: input.productType,
      betRef: input.betRef,
      turnover: turnover.toFixed(4),
      rate,
      rebate: turnover.times(rate).round(4, Big.roundHalfUp).toFixed(4),
      createdAt: this.clock.now(),
    });
  }

  async details(merchantId: number, memberId: number): Promise<RebateDetails> {
    await this.require(merchantId, 'PLYRBT');
    const [byProduct, claims] = await Promise.all([
      this.repo.unclaimedByProduct(merchantId, memberId),
      this.repo.claims(merchantId, memberId),
    ]);
    return {
      unclaimed: byProduct.reduce((s, r) => s.plus(r.rebate), new Big(0)).toFixed(4),
      byProduct: byProduct.map((r) => ({ productType: r.productType as RebateProductType, turnover: r.turnover, rebate: r.rebate })),
      claims: claims.map((c) => ({ id: c.id, amount: new Big(c.amount).toFixed(4), createdAt: c.createdAt.toISOString() })),
    };
  }

  /** manualRebate: pays everything accrued so far, once; a concurrent second claim finds nothing left. */
  async claim(merchantId: number, memberId: number) {
    await this.require(merchantId, 'MANPLAYREB3');
    await this.ports.prepare(merchantId);
    return this.repo.db.transaction(async (tx) => {
      const id = await this.repo.openClaim(tx, merchantId, memberId, this.clock.now());
      const amount = (await this.repo.take(tx, merchantId, memberId, id)).reduce((s, r) => s.plus(r), new Big(0));
      // Throwing rolls the empty claim row back with everything else.
      if (amount.lte(0)) throw new AppError(REBATE_ERRORS.nothingToClaim);
      const { transactionId } = await this.ports.credit({ tx, merchantId, memberId, amount: amount.toFixed(4), key: `rebate:${id}` });
      await this.repo.closeClaim(tx, id, amount.toFixed(4), transactionId);
      return { id, amount: amount.toFixed(4), transactionId };
    });
  }

  /** Stakes of the member since `from` (before `to` when given): what wagering requirements count. */
  turnover(merchantId: number, memberId: number, from: Date, to: Date | null = null): Promise<string> {
    return this.repo.turnover(merchantId, memberId, from, to);
  }

  /** Members ranked by stakes in [from, to): the top `limit` and `memberId`'s own place. */
  ranking(merchantId: number, from: Date, to: Date, limit: number, memberId: number | null = null) {
    return this.repo.ranking(merchantId, from, to, limit, memberId);
  }
}
