import { financeSettingsSchema } from '@arcadia/contract/finance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';
import { financeKeys, financePath } from './keys';

/** GET /ops/merchants/:code/finance/settings: the two-person approval threshold. */
export const getFinanceSettings = (code: string, signal?: AbortSignal) =>
  apiGet(financePath(code, 'settings'), financeSettingsSchema, { signal, background: true, token: opsToken() ?? '' });

export const useFinanceSettings = (code: string) =>
  useQuery({ queryKey: financeKeys.settings(code), queryFn: ({ signal }) => getFinanceSettings(code, signal) });

/** PUT /ops/merchants/:code/finance/settings (admin). */
export const saveFinanceSettings = (code: string, approvalThreshold: string) =>
  apiSend('PUT', financePath(code, 'settings'), financeSettingsSchema, {
    body: { approvalThreshold },
    background: true,
    token: opsToken() ?? '',
  });

export function useSaveFinanceSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threshold: string) => saveFinanceSettings(code, threshold),
    onSuccess: (saved) => client.setQueryData(financeKeys.settings(code), saved),
  });
}
