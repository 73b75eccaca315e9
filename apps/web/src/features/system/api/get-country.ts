import type { Language } from '@arcadia/contract';
import { countrySchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { useShellStore } from '../stores/shell-store';
import { systemKeys } from './keys';

const countriesSchema = z.array(countrySchema);

export const getCountries = (signal?: AbortSignal) => apiGet('/wps/system/country', countriesSchema, { signal });

export const countryQuery = (language: Language) =>
  queryOptions({
    queryKey: systemKeys.country(language),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  const language = useShellStore((s) => s.language);
  return useQuery(countryQuery(language));
}
