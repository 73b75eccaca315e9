import type { Language } from '@arcadia/contract';
import { consolidatedSettingsSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { setMerchantCode } from '../../../lib/storage';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

export async function getConsolidatedSettings(signal?: AbortSignal) {
  const settings = await apiGet('/wps/system/settings/consolidated', consolidatedSettingsSchema, { signal });
  // The server resolved the merchant from the host; later calls name it explicitly (spec 000 §1).
  setMerchantCode(settings.merchant.code);
  return settings;
}

export const consolidatedSettingsQuery = (language: Language) =>
  queryOptions({
    queryKey: systemKeys.consolidated(language),
    queryFn: ({ signal }) => getConsolidatedSettings(signal),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

export function useConsolidatedSettings() {
  const language = useShellStore((s) => s.language);
  return useQuery(consolidatedSettingsQuery(language));
}
