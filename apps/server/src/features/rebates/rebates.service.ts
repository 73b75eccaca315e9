import { Big } from '@arcadia/contract';
import { REBATE_ERRORS, type RebateDetails, type RebateProductType } from '@arcadia/contract/rebates';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RuleGate } from '../finance/index.js';
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
  /**
   * Finance's two-person gate (ADR 045): null saves at once, as always; otherwise the raised rates
   * wait for a second operator (the approval's id and state).
   */
  payoutGate: RuleGate;
};

type Rate = { productType: string; rate: string };
/** Seeds and tests set rates as the platform, not as a person: the machine token's standing (ADR 024). */
const AUTOMATION = { name: 'system', operatorId: null };

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
    return this.opsRates(merchantId);
  }

  /**
   * The rates in force for the console, whatever the member switches say: an operator sets the
   * rates before turning the rebate pages on. Products without a row pay nothing (shown as 0).
   */
  async opsRates(merchantId: number) {
    return (await this.repo.rates(merchantId)).map((r) => ({ productType: r.productType as RebateProductType, rate: r.rate }));
  }

  /**
   * A rate pays a share of every future stake, so no amount bounds it: a change that raises any
   * product's rate waits for a second operator (ADR 045), who saves it through `saveApproved`; one
   * that only lowers or keeps rates applies at once (cutting a rate must never wait). The gate gets
   * the largest raised rate in percent (0.000001 = 0.0001 %, inside four decimals).
   */
  async setRates(merchantId: number, rates: Rate[], actor: { name: string; operatorId: number | null } = AUTOMATION) {
    const before = new Map((await this.repo.rates(merchantId)).map((r) => [r.productType, new Big(r.rate)]));
    const raised = rates.filter((r) => new Big(r.rate).gt(before.get(r.productType) ?? 0));
    const top = raised.reduce((max, r) => (new Big(r.rate).gt(max) ? new Big(r.rate) : max), new Big(0));
    const gate = await this.ports.payoutGate({
      merchantId,
      amount: top.times(100).toFixed(4),
      unit: 'percent',
      reference: 'rebate-rates',
      reason: `Rebate rates: ${rates.map((r) => `${r.productType} ${new Big(r.rate).times(100).toString()}%`).join(', ')}`,
      payload: { rates },
      actor,
    });
    if (gate) return { updated: 0, pending: gate.status === 'pending', approvalId: gate.approvalId };
    await this.repo.setRates(merchantId, rates);
    return { updated: rates.length };
  }

  /** Finance's executor for approved `rebate_rates`: saves them in the approval's transaction (nothing is paid yet). */
  async saveApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    await this.repo.setRates(merchantId, (payload as { rates: Rate[] }).rates, tx);
    return { transactionId: null };
  }

  /**
   * Records a settled bet's turnover and the rebate it earns at today's rate (rounded half up to
   * 4 places). Returns false when the bet was recorded before. For the bet workflow to call.
   */
  async recordTurnover(input: TurnoverInput): Promise<boolean> {
    const turnover = new Big(input.turnover);
    if (turnover.lt(0)) throw new AppError('invalid_request', 400);
    const rate = (await this.repo.rate(input.merchantId, input.productType, input.tx)) ?? '0';
    return this.repo.accrue(
      {
        merchantId: input.merchantId,
        memberId: input.memberId,
        productType: input.productType,
        betRef: input.betRef,
        turnover: turnover.toFixed(4),
        rate,
        rebate: turnover.times(rate).round(4, Big.roundHalfUp).toFixed(4),
        createdAt: this.clock.now(),
      },
      input.tx,
    );
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
    return this.repo.transaction(async (tx) => {
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
