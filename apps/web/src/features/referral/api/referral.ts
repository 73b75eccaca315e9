import { referralEnabledSchema, referralSchema } from '@arcadia/contract/referral';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const referralKeys = { all: ['referral'] as const };

/** GET /wps/referral: the member's code, referred members and rewards. */
export const getReferral = (signal?: AbortSignal) => apiGet('/wps/referral', referralSchema, { signal });
export function useReferral() {
  return useQuery({ queryKey: referralKeys.all, queryFn: ({ signal }) => getReferral(signal) });
}

/** GET /wps/referral/enabled: whether the merchant's referral promotion is on (the centre's menu asks). */
export function useReferralEnabled(enabled: boolean) {
  return useQuery({
    queryKey: [...referralKeys.all, 'enabled'],
    queryFn: ({ signal }) => apiGet('/wps/referral/enabled', referralEnabledSchema, { signal, background: true }),
    enabled,
    staleTime: 60_000,
  });
}
