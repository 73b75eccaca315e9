import type { ConvertResult, OpsRedemption, RedeemRecord } from '@arcadia/contract/points';
import type { RewardRow } from './points.repository.js';

export type RedeemInput = {
  rewardId: number;
  quantity: number;
  redeemType: 'P' | 'PM';
  password: string;
  province: string;
  name: string;
  address: string;
  telphone: string;
};

/** A redemption the mall's rules allowed: what it takes (points and money, 4 places) of which reward. */
export type RedeemTerms = {
  reward: Pick<RewardRow, 'id' | 'name' | 'chineseName'>;
  type: 'P' | 'PM';
  quantity: number;
  points: string;
  money: string;
  province: string;
  remarks: string;
};

/** A conversion the rules allowed: points out, money in, under the member's key. */
export type ConvertTerms = { points: string; money: string; key: string };

/**
 * The points mall's money paths (workflows/redeem-points.ts): each runs this feature's rule and
 * the wallet movement in one transaction. The routes call it; the service holds the steps.
 */
export type PointsMall = {
  redeem(merchantId: number, memberId: number, p: RedeemInput): Promise<RedeemRecord>;
  decide(merchantId: number, id: number, decision: 'A' | 'R', remarks: string): Promise<OpsRedemption>;
  convert(merchantId: number, memberId: number, p: { amount: string; password: string; key?: string | undefined }): Promise<ConvertResult>;
};
