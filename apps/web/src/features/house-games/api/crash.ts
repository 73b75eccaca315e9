import { type CrashBetRequest, crashBetResponseSchema, crashCashoutResponseSchema, crashStateSchema } from '@arcadia/contract/house-games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

/** The shell invalidates this key when the socket says the merchant's crash round changed. */
export const crashKeys = { all: ['house-games', 'crash'] as const };

/** GET /wps/house/crash/state; polled slowly too, for visitors (no socket) and a lost push. */
export const crashStateQuery = () =>
  queryOptions({
    queryKey: crashKeys.all,
    queryFn: ({ signal }) => apiGet('/wps/house/crash/state', crashStateSchema, { signal, background: true }),
    refetchInterval: 1500,
  });
export const useCrashState = () => useQuery(crashStateQuery());

export function useCrashBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CrashBetRequest) => apiSend('POST', '/wps/house/crash/bet', crashBetResponseSchema, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: crashKeys.all }),
  });
}

export function useCrashCashout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roundId: number) => apiSend('POST', '/wps/house/crash/cashout', crashCashoutResponseSchema, { body: { roundId } }),
    onSettled: () => client.invalidateQueries({ queryKey: crashKeys.all }),
  });
}
