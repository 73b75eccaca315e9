import { firstLoginSchema } from '@arcadia/contract/profile/first-login';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /wps/member/first-login (firstLogin): whether to welcome the member, and what their profile lacks. */
export const getFirstLogin = (signal?: AbortSignal) => apiGet('/wps/member/first-login', firstLoginSchema, { signal, background: true });
export function useFirstLogin(session: string) {
  return useQuery({
    queryKey: [...profileKeys.all, 'first-login', session],
    queryFn: ({ signal }) => getFirstLogin(signal),
    staleTime: Infinity,
  });
}

/** POST /wps/member/first-login/dismiss: closed for good, on every device. */
export const dismissFirstLogin = () => apiSend('POST', '/wps/member/first-login/dismiss', z.null(), { background: true, nullable: true });
