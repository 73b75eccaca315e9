import { socialClientConfigSchema } from '@arcadia/contract/social-sign-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/setting/social: whether the merchant has a provider, and its adapter script. */
export const getSocialConfig = (signal?: AbortSignal) =>
  apiGet('/wps/system/setting/social', socialClientConfigSchema, { signal, background: true });

export const socialConfigQuery = () =>
  queryOptions({ queryKey: ['social-sign-in', 'config'] as const, queryFn: ({ signal }) => getSocialConfig(signal), staleTime: 300_000 });

export const useSocialConfig = (enabled: boolean) => useQuery({ ...socialConfigQuery(), enabled });
