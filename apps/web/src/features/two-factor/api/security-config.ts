import { securityConfigSchema } from '@arcadia/contract/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const twoFactorKeys = { config: () => ['two-factor', 'security-config'] as const };

/** GET /wps/v2/member/securityConfig: enrolled and required second factors. */
export const getSecurityConfig = (signal?: AbortSignal) => apiGet('/wps/v2/member/securityConfig', securityConfigSchema, { signal });

export const securityConfigQuery = () =>
  queryOptions({ queryKey: twoFactorKeys.config(), queryFn: ({ signal }) => getSecurityConfig(signal) });

export function useSecurityConfig() {
  return useQuery(securityConfigQuery());
}
