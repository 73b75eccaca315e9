import type { Language } from '@arcadia/contract';
import { domainEntrySchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

const domainRouteSchema = z.array(domainEntrySchema);

export const getDomainRoute = (signal?: AbortSignal) => apiGet('/wps/system/domainRoute', domainRouteSchema, { signal, background: true });

export const domainRouteQuery = (language: Language) =>
  queryOptions({ queryKey: systemKeys.domainRoute(language), queryFn: ({ signal }) => getDomainRoute(signal), staleTime: 5 * 60_000 });

export function useDomainRoute() {
  const language = useShellStore((s) => s.language);
  return useQuery(domainRouteQuery(language));
}
