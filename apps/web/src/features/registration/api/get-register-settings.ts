import { registerSettingsSchema } from '@arcadia/contract/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /wps/member/register/settings: modes, switches, affiliate setting and the agreement in the current language. */
export const getRegisterSettings = (signal?: AbortSignal) => apiGet('/wps/member/register/settings', registerSettingsSchema, { signal });

export const registerSettingsQuery = (language: string) =>
  queryOptions({ queryKey: registrationKeys.settings(language), queryFn: ({ signal }) => getRegisterSettings(signal), staleTime: 60_000 });

export function useRegisterSettings() {
  const { i18n } = useTranslation();
  return useQuery(registerSettingsQuery(i18n.language));
}
