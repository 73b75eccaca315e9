import { consolidatedContractsSchema } from '@arcadia/contract/agents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentsKeys } from './keys';

/** GET /wps/agent/contract/consolidated: contract requests and info groups (loaded at login for isAgent 0, 1, 2). */
export const getConsolidated = (signal?: AbortSignal) =>
  apiGet('/wps/agent/contract/consolidated', consolidatedContractsSchema, { signal, background: true });

export const consolidatedQuery = (session: string) =>
  queryOptions({
    queryKey: agentsKeys.consolidated(session),
    queryFn: ({ signal }) => getConsolidated(signal),
    staleTime: 60_000,
    retry: 1,
  });

export function useConsolidated(session: string | null) {
  return useQuery({ ...consolidatedQuery(session ?? ''), enabled: session !== null });
}
