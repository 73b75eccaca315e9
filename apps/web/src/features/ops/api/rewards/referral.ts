import { type ReferralSettings, referralSettingsSavedSchema, referralSettingsSchema } from '@arcadia/contract/referral';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { rewardKeys, rewardsPath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/referral/settings: the referral terms in force (defaults until set). */
export const useReferralSettings = (code: string) =>
  useQuery({
    queryKey: rewardKeys.referral(code),
    queryFn: ({ signal }) => apiGet(rewardsPath(code, 'referral/settings'), referralSettingsSchema, { ...auth(), signal }),
  });

/**
 * PUT …/referral/settings (admin): the terms in force, or `pending` with the approval's id when a
 * raised reward waits for a second operator (ADR 045).
 */
export function useSaveReferralSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralSettings) =>
      apiSend('PUT', rewardsPath(code, 'referral/settings'), referralSettingsSavedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rewardKeys.referral(code) });
      await client.invalidateQueries({ queryKey: rewardKeys.pendingAdjustmentsAll(code) });
    },
  });
}
