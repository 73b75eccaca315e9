import { LANGUAGES, type Language } from '@arcadia/contract';
import { opsSiteSchema } from '@arcadia/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { opsToken } from './ops-token';

/**
 * The merchant's languages and default (where a missing variant falls back), read from system's site
 * settings (GET /ops/merchants/:code/site) under system's own query key, so a saved site page refreshes
 * these editors too (ADR 054: shared cache keys, not shared hooks). Below the features because
 * promotions' and inbox's console editors both need it.
 */
export function useMerchantLanguages(code: string): { languages: readonly Language[]; defaultLanguage: Language } {
  const site = useQuery({
    queryKey: ['ops', code, 'site'] as const,
    queryFn: ({ signal }) =>
      apiGet(`/ops/merchants/${encodeURIComponent(code)}/site`, opsSiteSchema, { signal, background: true, token: opsToken() ?? '' }),
  }).data;
  return { languages: site?.languages.length ? site.languages : LANGUAGES, defaultLanguage: site?.defaultLanguage ?? 'CN' };
}
