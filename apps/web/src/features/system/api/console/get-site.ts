import { opsSiteSchema } from '@arcadia/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { siteKey, siteOpts, sitePath } from './keys';

/** GET /ops/merchants/:code/site — SEO, theme, resources, customer service, domains. */
export const getSite = (code: string, signal?: AbortSignal) => apiGet(sitePath(code, 'site'), opsSiteSchema, { signal, ...siteOpts() });

export const useSite = (code: string) => useQuery({ queryKey: siteKey(code), queryFn: ({ signal }) => getSite(code, signal) });
