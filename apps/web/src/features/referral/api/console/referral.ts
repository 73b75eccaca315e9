import { type ReferralSettings, referralSettingsSavedSchema, referralSettingsSchema } from '@arcadia/contract/referral';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { pendingChangeKeys } from '../../../../lib/pending-changes';

const auth = () => ({ background: true, token: opsToken() ?? '' });
const path = (code: string) => `/ops/merchants/${encodeURIComponent(code)}/referral/settings`;

/** Query key under `ops`, so signing out of the console drops it. */
export const referralKey = (code: string) => ['ops', code, 'rewards', 'referral'] as const;

/** GET /ops/merchants/:code/referral/settings: the referral terms in force (defaults until set). */
export const useReferralSettings = (code: string) =>
  useQuery({
    queryKey: referralKey(code),
    queryFn: ({ signal }) => apiGet(path(code), referralSettingsSchema, { ...auth(), signal }),
  });

/**
 * PUT …/referral/settings (admin): the terms in force, or `pending` with the approval's id when a
 * raised reward waits for a second operator (ADR 045).
 */
export function useSaveReferralSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralSettings) => apiSend('PUT', path(code), referralSettingsSavedSchema, { ...auth(), body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: referralKey(code) });
      await client.invalidateQueries({ queryKey: pendingChangeKeys.all(code) });
    },
  });
}
