import { opsSiteSettingsSchema } from '@arcadia/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { sitePath, siteSettingsKey } from './keys';

/** GET /ops/merchants/:code/site-settings — maintenance, regions, field rules, domains. */
export const getSiteSettings = (code: string, signal?: AbortSignal) =>
  apiGet(sitePath(code, 'site-settings'), opsSiteSettingsSchema, { signal, background: true, token: opsToken() ?? '' });

export const useSiteSettings = (code: string) =>
  useQuery({ queryKey: siteSettingsKey(code), queryFn: ({ signal }) => getSiteSettings(code, signal) });
