import type { PayReward, RewardClaimOpened, RewardPayout } from '../features/reward-centre/index.js';
import type { RunInTransaction, Tx } from '../platform/db/client.js';

/**
 * Paying a reward (ARCHITECTURE.md §2b, docs/adr/050): a reward-centre task, a mission prize, a VIP
 * level-up bonus. The feature that owns the reward says who is due what (its rule); this file is the
 * sequence, in one transaction of its own, so the claim and its money commit together or not at all:
 *
 *   0. the merchant's currency is read before the transaction opens (the wallet needs it on a
 *      member's first credit; read inside, through the pool, it would wait on the transaction);
 *   1. the feature opens the claim (unique per member and task/period, place, or level): none due
 *      (paid before, or a concurrent twin's) ends the payout with nothing moved;
 *   2. the wallet credits the member from the reward's house account, keyed by the claim;
 *   3. the feature marks the claim paid by that credit.
 */
export type PayRewardPorts = {
  transaction: RunInTransaction;
  prepare(merchantId: number): Promise<void>;
  wallet: {
    credit(req: {
      tx: Tx;
      merchantId: number;
      memberId: number;
      amount: string;
      key: string;
      source: string;
    }): Promise<{ transactionId: number }>;
  };
};

export function createPayReward({ transaction, prepare, wallet }: PayRewardPorts): PayReward {
  return async function payReward<C extends RewardClaimOpened>(payout: RewardPayout<C>) {
    const { merchantId, source } = payout;
    await prepare(merchantId);
    return transaction(async (tx) => {
      const claim = await payout.claim(tx);
      if (!claim) return null;
      const { memberId, amount, key } = claim;
      const { transactionId } = await wallet.credit({ tx, merchantId, memberId, amount, key, source });
      await payout.paid(tx, claim.claimId, transactionId);
      return { ...claim, transactionId };
    });
  };
}
