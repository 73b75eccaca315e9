import { domainEntrySchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/domainRoute: the mirror domains to test. */
export const getMirrors = (signal?: AbortSignal) => apiGet('/wps/system/domainRoute', z.array(domainEntrySchema), { signal });

export const mirrorsQuery = () =>
  queryOptions({ queryKey: ['mirrors', 'list'], queryFn: ({ signal }) => getMirrors(signal), staleTime: 60_000 });

export function useMirrors() {
  return useQuery(mirrorsQuery());
}
