import { type KycSettings, kycSettingsSchema } from '@arcadia/contract/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { kycOpsKeys, kycOpsPath } from './queue';

const settingsKey = (code: string) => [...kycOpsKeys.all(code), 'settings'] as const;

/** GET /ops/merchants/:code/kyc/settings */
export const useKycSettings = (code: string) =>
  useQuery({
    queryKey: settingsKey(code),
    queryFn: ({ signal }) =>
      apiGet(kycOpsPath(code, '/settings'), kycSettingsSchema, { signal, background: true, token: opsToken() ?? '' }),
  });

/** PUT /ops/merchants/:code/kyc/settings (admin) */
export function useSaveKycSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KycSettings) =>
      apiSend('PUT', kycOpsPath(code, '/settings'), kycSettingsSchema, { body, background: true, token: opsToken() ?? '' }),
    onSuccess: (saved) => client.setQueryData(settingsKey(code), saved),
  });
}
