import { opsVipLevelSchema, type VipBenefitsInput, vipBenefitsSavedSchema } from '@arcadia/contract/reward-centre';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { pendingChangeKeys } from '../../../../lib/pending-changes';
import { rewardKeys, rewardsPath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/reward-centre/vip-levels: every level with its name and bonus. */
export const useVipLevels = (code: string) =>
  useQuery({
    queryKey: rewardKeys.vip(code),
    queryFn: ({ signal }) => apiGet(rewardsPath(code, 'reward-centre/vip-levels'), z.array(opsVipLevelSchema), { ...auth(), signal }),
  });

/**
 * PUT …/reward-centre/vip-benefits: replaces every level's bonus (future level-ups only), or answers
 * `pending` with the approval's id when the raise waits for a second operator (ADR 045).
 */
export function useSaveVipBenefits(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VipBenefitsInput) =>
      apiSend('PUT', rewardsPath(code, 'reward-centre/vip-benefits'), vipBenefitsSavedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rewardKeys.vip(code) });
      await client.invalidateQueries({ queryKey: pendingChangeKeys.all(code) });
    },
  });
}
