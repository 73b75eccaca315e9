import type { Language } from '@arcadia/contract';
import { helpItemSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

const helpCenterSchema = z.array(helpItemSchema);

export const getHelpCenter = (signal?: AbortSignal) => apiGet('/wps/system/helpCenter', helpCenterSchema, { signal });

export const helpCenterQuery = (language: Language) =>
  queryOptions({ queryKey: systemKeys.helpCenter(language), queryFn: ({ signal }) => getHelpCenter(signal), staleTime: 5 * 60_000 });

export function useHelpCenter() {
  const language = useShellStore((s) => s.language);
  return useQuery(helpCenterQuery(language));
}
