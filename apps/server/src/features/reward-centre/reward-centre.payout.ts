import type { WalletTx } from '../wallet/index.js';

/** The house account each of the reward centre's payouts is credited from. */
export type RewardSource = 'REWARD_CENTRE' | 'MISSION' | 'VIP';

/** One claim this feature opened in the payout's transaction: who is paid, how much, under which key. */
export type RewardClaimOpened = { claimId: number; memberId: number; amount: string; key: string };

/**
 * What a payout asks of the feature that owns the reward: its rule (`claim`, which opens the claim
 * row or answers null when nothing is due: paid before) and the paid mark (`paid`), both in the
 * payout's transaction. The sequence around them is workflows/pay-reward.ts.
 */
export type RewardPayout<C extends RewardClaimOpened> = {
  source: RewardSource;
  merchantId: number;
  claim(tx: WalletTx): Promise<C | null>;
  paid(tx: WalletTx, claimId: number, transactionId: number): Promise<void>;
};

/** The port: pays a reward through the workflow; null when the feature's rule found nothing due. */
export type PayReward = <C extends RewardClaimOpened>(payout: RewardPayout<C>) => Promise<(C & { transactionId: number }) | null>;
