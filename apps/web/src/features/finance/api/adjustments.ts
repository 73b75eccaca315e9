import {
  type AdjustmentInput,
  type AdjustmentStatus,
  adjustmentPageSchema,
  adjustmentSchema,
  type PayoutKind,
} from '@arcadia/contract/finance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';
import { financeKeys, financePath } from './keys';

export type AdjustmentQuery = { status?: AdjustmentStatus; kind?: PayoutKind; account?: string; page: number; size: number };

/** GET /ops/merchants/:code/finance/adjustments: newest first, by status and member. */
export const getAdjustments = (code: string, q: AdjustmentQuery, signal?: AbortSignal) =>
  apiGet(financePath(code, 'adjustments'), adjustmentPageSchema, { signal, background: true, token: opsToken() ?? '', query: q });

export const useAdjustments = (code: string, q: AdjustmentQuery, refetchInterval?: number) =>
  useQuery({
    queryKey: financeKeys.adjustments(code, q),
    queryFn: ({ signal }) => getAdjustments(code, q, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

/** POST /ops/merchants/:code/finance/adjustments: applied at once, or pending a second operator. */
export const createAdjustment = (code: string, input: AdjustmentInput) =>
  apiSend('POST', financePath(code, 'adjustments'), adjustmentSchema, { body: input, background: true, token: opsToken() ?? '' });

export function useCreateAdjustment(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => createAdjustment(code, input),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all(code) }),
  });
}

export type AdjustmentDecision = { id: number; decision: 'approve' | 'reject'; note: string };

/** POST /ops/merchants/:code/finance/adjustments/:id/approve|reject (a different operator). */
export const decideAdjustment = (code: string, d: AdjustmentDecision) =>
  apiSend('POST', financePath(code, `adjustments/${d.id}/${d.decision}`), adjustmentSchema, {
    body: d.decision === 'reject' ? { note: d.note } : {},
    background: true,
    token: opsToken() ?? '',
  });

export function useDecideAdjustment(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: AdjustmentDecision) => decideAdjustment(code, d),
    // A refusal (already decided by someone else) also means the list is stale.
    onSettled: () => client.invalidateQueries({ queryKey: financeKeys.all(code) }),
  });
}
