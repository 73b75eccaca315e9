import { type RewardCentreSettings, rewardCentreSettingsSavedSchema, rewardCentreSettingsSchema } from '@arcadia/contract/reward-centre';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { pendingChangeKeys } from '../../../../lib/pending-changes';
import { rewardKeys, rewardsPath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/reward-centre/settings: sign-in, newbie and rescue rules in force (defaults until set). */
export const useRewardCentreRules = (code: string) =>
  useQuery({
    queryKey: rewardKeys.rewardCentre(code),
    queryFn: ({ signal }) => apiGet(rewardsPath(code, 'reward-centre/settings'), rewardCentreSettingsSchema, { ...auth(), signal }),
  });

/**
 * PUT …/reward-centre/settings (admin): the rules in force, or `pending` with the approval's id when
 * what one member can get rises above the threshold (ADR 045).
 */
export function useSaveRewardCentreRules(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardCentreSettings) =>
      apiSend('PUT', rewardsPath(code, 'reward-centre/settings'), rewardCentreSettingsSavedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rewardKeys.rewardCentre(code) });
      await client.invalidateQueries({ queryKey: pendingChangeKeys.all(code) });
    },
  });
}
