import type { Language } from '@arcadia/contract';
import { templatesSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

export const getTemplates = (signal?: AbortSignal) => apiGet('/wps/system/templates', templatesSchema, { signal });

export const templatesQuery = (language: Language) =>
  queryOptions({ queryKey: systemKeys.templates(language), queryFn: ({ signal }) => getTemplates(signal), staleTime: 5 * 60_000 });

export function useTemplates() {
  const language = useShellStore((s) => s.language);
  return useQuery(templatesQuery(language));
}
