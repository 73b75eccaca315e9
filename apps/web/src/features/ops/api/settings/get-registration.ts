import { opsRegistrationSettingsSchema } from '@arcadia/contract/registration';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { merchantPath, settingsKeys } from './keys';

/** GET /ops/merchants/:code/registration — settings with every language's agreement clauses. */
export const getOpsRegistration = (code: string, signal?: AbortSignal) =>
  apiGet(merchantPath(code, 'registration'), opsRegistrationSettingsSchema, { signal, background: true, token: opsToken() ?? '' });

export const useOpsRegistration = (code: string) =>
  useQuery({ queryKey: settingsKeys.registration(code), queryFn: ({ signal }) => getOpsRegistration(code, signal) });
