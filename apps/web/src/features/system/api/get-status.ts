import type { Language } from '@arcadia/contract';
import { statusSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

export function getStatus(opts: { signal?: AbortSignal; background?: boolean } = {}) {
  return apiGet('/wps/system/status', statusSchema, opts);
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
