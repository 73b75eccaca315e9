import { type CrashBetRequest, crashBetResponseSchema, crashCashoutResponseSchema, crashStateSchema } from '@arcadia/contract/house-games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

/** The shell invalidates this key when the socket says the merchant's crash round changed (every viewer's state below it). */
export const crashKeys = { all: ['house-games', 'crash'] as const };

/**
 * GET /wps/house/crash/state; polled slowly too, for visitors (no socket) and a lost push. A trial
 * session asks with its id: the state then marks its bet and carries its demo credits.
 */
export const crashStateQuery = (trialId: string | null = null) =>
  queryOptions({
    queryKey: [...crashKeys.all, trialId] as const,
    queryFn: ({ signal }) =>
      apiGet(`/wps/house/crash/state${trialId ? `?trialId=${encodeURIComponent(trialId)}` : ''}`, crashStateSchema, {
        signal,
        background: true,
      }),
    refetchInterval: 1500,
  });
export const useCrashState = (trialId: string | null, enabled = true) => useQuery({ ...crashStateQuery(trialId), enabled });

export function useCrashBet(trialId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CrashBetRequest, 'trialId'>) =>
      apiSend('POST', '/wps/house/crash/bet', crashBetResponseSchema, { body: { ...body, ...(trialId ? { trialId } : {}) } }),
    onSettled: () => client.invalidateQueries({ queryKey: crashKeys.all }),
  });
}

export function useCrashCashout(trialId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roundId: number) =>
      apiSend('POST', '/wps/house/crash/cashout', crashCashoutResponseSchema, { body: { roundId, ...(trialId ? { trialId } : {}) } }),
    onSettled: () => client.invalidateQueries({ queryKey: crashKeys.all }),
  });
}
