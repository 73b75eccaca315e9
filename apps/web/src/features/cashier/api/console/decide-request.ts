import { cashierRequestSchema } from '@arcadia/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { queueKey } from './keys';

export type Decision = 'approve' | 'reject';

/** POST /ops/merchants/:code/cashier/:id/approve|reject with the operator's remarks. */
export const decideRequest = (code: string, id: number, decision: Decision, remarks: string) =>
  apiSend('POST', `/ops/merchants/${encodeURIComponent(code)}/cashier/${id}/${decision}`, cashierRequestSchema, {
    body: { remarks },
    background: true,
    token: opsToken() ?? '',
  });

export function useDecideRequest(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; decision: Decision; remarks: string }) => decideRequest(code, v.id, v.decision, v.remarks),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey(code) }),
  });
}
