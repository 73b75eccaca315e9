import type { Language } from '@arcadia/contract';
import { helpItemSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from './keys';

const helpSchema = z.array(helpItemSchema);

/** The help tree (spec 001 §7 help: lang, device WEB). */
export const getHelp = (language: Language, signal?: AbortSignal) =>
  apiGet('/wps/system/helpCenter', helpSchema, { signal, query: { lang: language, device: 'WEB' } });

export const helpQuery = (language: Language) =>
  queryOptions({ queryKey: supportKeys.help(language), queryFn: ({ signal }) => getHelp(language, signal), staleTime: 5 * 60_000 });

export function useHelp(language: Language) {
  return useQuery(helpQuery(language));
}
