import { type RewardTask, rewardCentreSchema, rewardClaimSchema } from '@arcadia/contract/reward-centre';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const rewardCentreKeys = { all: ['reward-centre'] as const };

/** GET /wps/reward-centre (rewardCenter). */
export const getRewardCentre = (signal?: AbortSignal) => apiGet('/wps/reward-centre', rewardCentreSchema, { signal });
export function useRewardCentre() {
  return useQuery({ queryKey: rewardCentreKeys.all, queryFn: ({ signal }) => getRewardCentre(signal) });
}

/** POST /wps/reward-centre/claim: one task for its current period. */
export const claimReward = (task: RewardTask) =>
  apiSend('POST', '/wps/reward-centre/claim', rewardClaimSchema, { body: { task }, background: true });
