import { payoutPendingSchema } from '@arcadia/contract/finance';
import { type MissionInput, missionSchema } from '@arcadia/contract/reward-centre';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { rewardKeys, rewardsPath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/missions (newest first) */
export const useOpsMissions = (code: string) =>
  useQuery({
    queryKey: rewardKeys.missions(code),
    queryFn: ({ signal }) => apiGet(rewardsPath(code, 'missions'), z.array(missionSchema), { ...auth(), signal }),
  });

/**
 * POST /ops/merchants/:code/missions: a leaderboard with its window and the prize of each rank.
 * Prizes adding up to more than the approval threshold answer `pending` and an `approvalId` instead.
 */
export function useCreateMission(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionInput) =>
      apiSend('POST', rewardsPath(code, 'missions'), z.union([missionSchema, payoutPendingSchema]), { ...auth(), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.missions(code) }),
  });
}

/** POST …/missions/:id/close: ends it now and pays its prizes. */
export function useCloseMission(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('POST', rewardsPath(code, `missions/${id}/close`), missionSchema, { ...auth(), body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: rewardKeys.missions(code) }),
  });
}
