import type { Language } from '@arcadia/contract';
import { statusSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { setCdnLists } from '../../../lib/cdn';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

export async function getStatus(opts: { signal?: AbortSignal; background?: boolean } = {}) {
  const status = await apiGet('/wps/system/status', statusSchema, opts);
  // Every page reads the status first: its CDN lists decide where pictures and games load from (ADR 056).
  setCdnLists(status.info.imageCDNs, status.info.launchGameCDNs);
  return status;
}

export const statusQuery = (language: Language) =>
  queryOptions({
    queryKey: systemKeys.status(language),
    // Refreshes (tab visible again) run in the background: a failure there should not pop a dialog.
    queryFn: ({ signal, client, queryKey }) => getStatus({ signal, background: client.getQueryData(queryKey) !== undefined }),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

export function useStatus() {
  const language = useShellStore((s) => s.language);
  return useQuery(statusQuery(language));
}
