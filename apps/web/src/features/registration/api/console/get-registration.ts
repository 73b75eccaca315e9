import { opsRegistrationSettingsSchema } from '@arcadia/contract/registration';
import { opsSiteSettingsSchema } from '@arcadia/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { consoleAuth, consolePath, registrationKeys } from './keys';

/** GET /ops/merchants/:code/registration — settings with every language's agreement clauses. */
export const getOpsRegistration = (code: string, signal?: AbortSignal) =>
  apiGet(consolePath(code, 'registration'), opsRegistrationSettingsSchema, { signal, ...consoleAuth() });

export const useOpsRegistration = (code: string) =>
  useQuery({ queryKey: registrationKeys.registration(code), queryFn: ({ signal }) => getOpsRegistration(code, signal) });

/**
 * The register rules in force, from system's GET /ops/merchants/:code/site-settings under system's
 * key: one cache entry with the maintenance page (shared cache keys, not shared hooks; ADR 054).
 */
export const useRegisterRules = (code: string) =>
  useQuery({
    queryKey: registrationKeys.siteSettings(code),
    queryFn: ({ signal }) => apiGet(consolePath(code, 'site-settings'), opsSiteSettingsSchema, { signal, ...consoleAuth() }),
    select: (settings) => settings.registerRules,
  });
