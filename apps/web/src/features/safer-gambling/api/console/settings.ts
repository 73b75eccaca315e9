import { type SaferGamblingSettings, saferGamblingSettingsSchema } from '@arcadia/contract/safer-gambling';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

/** Under `ops`, so signing out of the console drops it. */
const settingsKey = (code: string) => ['ops', code, 'safer-gambling', 'settings'] as const;
const path = (code: string) => `/ops/merchants/${encodeURIComponent(code)}/safer-gambling/settings`;

/** GET /ops/merchants/:code/safer-gambling/settings (support) */
export const useSgSettings = (code: string) =>
  useQuery({
    queryKey: settingsKey(code),
    queryFn: ({ signal }) => apiGet(path(code), saferGamblingSettingsSchema, { signal, background: true, token: opsToken() ?? '' }),
  });

/** PUT /ops/merchants/:code/safer-gambling/settings (admin) */
export function useSaveSgSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaferGamblingSettings) =>
      apiSend('PUT', path(code), saferGamblingSettingsSchema, { body, background: true, token: opsToken() ?? '' }),
    onSuccess: (saved) => client.setQueryData(settingsKey(code), saved),
  });
}
