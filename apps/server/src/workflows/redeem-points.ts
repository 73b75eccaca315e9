import { Big } from '@arcadia/contract';
import { POINTS_ERRORS } from '@arcadia/contract/points';
import { WALLET_ERRORS } from '@arcadia/contract/wallet';
import type { PointsMall, PointsService } from '../features/points/index.js';
import type { RunInTransaction, Tx } from '../platform/db/client.js';
import { AppError } from '../platform/http/app-error.js';

/**
 * The points mall's money paths (ARCHITECTURE.md §2b, docs/adr/050; spec 001 §5). The points
 * feature says what is allowed and what it costs; this file is the sequence, each in one
 * transaction of its own, so the points, the stock and the money move together or not at all:
 *
 *   redeem:   the mall's rules and price (read first) → the stock, the record and the points out →
 *             the money part out of the wallet, keyed `points-redeem:<id>`;
 *   decide:   the decision (once) with, on a reject, the points and the stock back → the money part
 *             back to the wallet, keyed `points-redeem:<id>:refund`;
 *   convert:  the amount, password and rate → the points out under the member's key → the money in.
 *
 * The member's balance is read before each transaction opens (on PGlite a pool read inside one
 * would wait on it). A wallet short of money answers with the mall's own prompt.
 */
export type PointsMallPorts = {
  transaction: RunInTransaction;
  points: Pick<PointsService, 'redeemTerms' | 'takeRedemption' | 'decisionTerms' | 'decideRedemption' | 'convertTerms' | 'takeConversion'>;
  wallet: {
    debit(req: { tx: Tx; merchantId: number; memberId: number; amount: string; key: string; sink: string }): Promise<unknown>;
    credit(req: { tx: Tx; merchantId: number; memberId: number; amount: string; key: string; source: string }): Promise<unknown>;
    balance(merchantId: number, memberId: number): Promise<unknown>;
  };
};

/** The wallet's "not enough money" inside a mall transaction is the mall's own prompt. */
export async function mallMoney<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (err) {
    if (err instanceof AppError && err.code === WALLET_ERRORS.insufficient) throw new AppError(POINTS_ERRORS.moneyInsufficient);
    throw err;
  }
}

const moves = (amount: string) => new Big(amount).gt(0);

export function createPointsMall({ transaction, points, wallet }: PointsMallPorts): PointsMall {
  return {
    async redeem(merchantId, memberId, p) {
      const terms = await points.redeemTerms(merchantId, memberId, p);
      await wallet.balance(merchantId, memberId);
      return mallMoney(
        transaction(async (tx) => {
          const rec = await points.takeRedemption(tx, merchantId, memberId, terms);
          if (moves(terms.money))
            await wallet.debit({ tx, merchantId, memberId, amount: terms.money, key: `points-redeem:${rec.id}`, sink: 'POINTS_MALL' });
          return rec;
        }),
      );
    },
    async decide(merchantId, id, decision, remarks) {
      const { memberId, redeemRate } = await points.decisionTerms(merchantId, id);
      await wallet.balance(merchantId, memberId);
      return mallMoney(
        transaction(async (tx) => {
          const { redemption, moneyBack } = await points.decideRedemption(tx, merchantId, id, decision, remarks, redeemRate);
          if (moves(moneyBack))
            await wallet.credit({ tx, merchantId, memberId, amount: moneyBack, key: `points-redeem:${id}:refund`, source: 'POINTS_MALL' });
          return redemption;
        }),
      );
    },
    async convert(merchantId, memberId, p) {
      const terms = await points.convertTerms(merchantId, memberId, p);
      await wallet.balance(merchantId, memberId);
      const pointBalance = await transaction(async (tx) => {
        const after = await points.takeConversion(tx, merchantId, memberId, terms);
        await wallet.credit({ tx, merchantId, memberId, amount: terms.money, key: `points-${terms.key}`, source: 'POINTS_CONVERT' });
        return after;
      });
      return { success: true, points: terms.points, money: terms.money, pointBalance };
    },
  };
}
