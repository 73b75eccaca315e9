import { opsRedemptionSchema } from '@arcadia/contract/points';
import { approveApplicationResultSchema, opsApplicationSchema } from '@arcadia/contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';

const m = (code: string) => `/ops/merchants/${encodeURIComponent(code)}`;
const appsKey = (code: string) => ['ops', code, 'finance', 'reward-applications'] as const;
const redemptionsKey = (code: string) => ['ops', code, 'finance', 'redemptions'] as const;
const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/reward-applications?status=PENDING */
export const useRewardApplications = (code: string) =>
  useQuery({
    queryKey: appsKey(code),
    queryFn: ({ signal }) =>
      apiGet(`${m(code)}/reward-applications`, z.array(opsApplicationSchema), {
        ...auth(),
        signal,
        query: { status: 'PENDING', limit: 200 },
      }),
    refetchInterval: 30_000,
  });

export const applicationImagePath = (code: string, id: number, n: number) => `${m(code)}/reward-applications/${id}/images/${n}`;

export type ApplicationDecision =
  | { id: number; decision: 'approve'; bonus: string; turnoverMultiplier: number; remarks: string }
  | { id: number; decision: 'reject'; remarks: string };

/**
 * POST …/reward-applications/:id/approve (pays the bonus once; above the threshold it answers
 * `pending` and an `approvalId` in finance's pending approvals) or …/reject.
 */
export function useDecideApplication(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, ...body }: ApplicationDecision) =>
      apiSend('POST', `${m(code)}/reward-applications/${id}/${decision}`, approveApplicationResultSchema, { ...auth(), body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: appsKey(code) }),
        client.invalidateQueries({ queryKey: ['ops', code, 'finance', 'adjustments'] }),
      ]),
  });
}

/** GET /ops/merchants/:code/points/redemptions (pending) */
export const useRedemptions = (code: string) =>
  useQuery({
    queryKey: redemptionsKey(code),
    queryFn: ({ signal }) =>
      apiGet(`${m(code)}/points/redemptions`, z.array(opsRedemptionSchema), { ...auth(), signal, query: { status: 'P' } }),
    refetchInterval: 30_000,
  });

/** POST …/points/redemptions/:id/approve|reject (a rejection gives points, money and stock back). */
export function useDecideRedemption(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, remarks }: { id: number; decision: 'approve' | 'reject'; remarks: string }) =>
      apiSend('POST', `${m(code)}/points/redemptions/${id}/${decision}`, opsRedemptionSchema, { ...auth(), body: { remarks } }),
    onSettled: () => client.invalidateQueries({ queryKey: redemptionsKey(code) }),
  });
}
